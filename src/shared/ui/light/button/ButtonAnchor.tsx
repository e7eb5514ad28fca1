import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { type Look, lookProps } from './button-look';
import classes from './Button.module.css';

/** The button's look for a link out of the app (`tel:`, `mailto:`, another site). */
export function ButtonAnchor({
  variant,
  fullWidth,
  leftSection,
  className,
  children,
  ...rest
}: Look & AnchorHTMLAttributes<HTMLAnchorElement> & { leftSection?: ReactNode; children: ReactNode }) {
  return (
    <a {...rest} className={`${classes.button}${className ? ` ${className}` : ''}`} {...lookProps({ variant, fullWidth })}>
      {leftSection}
      <span>{children}</span>
    </a>
  );
}
