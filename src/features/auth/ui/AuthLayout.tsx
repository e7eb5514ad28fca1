import type { ReactNode } from 'react';
import classes from './AuthLayout.module.css';

/** White card with a heading and intro, used by every auth screen. */
export function AuthCard({ heading, intro, children }: { heading: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className={classes.card} aria-labelledby="auth-heading">
      <h2 id="auth-heading" className={classes.heading}>
        {heading}
      </h2>
      {intro ? <p className={classes.intro}>{intro}</p> : null}
      {children}
    </section>
  );
}

export function AuthLinks({ children }: { children: ReactNode }) {
  return <div className={classes.links}>{children}</div>;
}

export { FormAlert } from '@/shared/ui/light/form-alert/FormAlert';
