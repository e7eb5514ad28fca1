import type { HTMLAttributes, ReactNode } from 'react';
import classes from './FormAlert.module.css';

/** What went wrong with a form, in words, under its fields: the one alert box of the light kit. */
export function FormAlert({ children, ...rest }: { children: ReactNode } & Omit<HTMLAttributes<HTMLParagraphElement>, 'className' | 'role'>) {
  return (
    <p {...rest} className={classes.alert} role="alert">
      {children}
    </p>
  );
}
