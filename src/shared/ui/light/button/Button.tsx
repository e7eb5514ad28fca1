import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { AppLink, type AppLinkProps } from '@/shared/routing/AppLink';
import { type Look, lookProps } from './button-look';
import classes from './Button.module.css';


/** The app's one button (no UI-library runtime): 50 px tall, pill-shaped, in every kit's screens. */
export function Button({
  variant,
  fullWidth,
  loading = false,
  leftSection,
  children,
  className,
  disabled,
  type = 'button',
  ...rest
}: Look & ButtonHTMLAttributes<HTMLButtonElement> & { loading?: boolean; leftSection?: ReactNode; children: ReactNode }) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={`${classes.button}${className ? ` ${className}` : ''}`}
      {...lookProps({ variant, fullWidth })}
    >
      {loading ? <span className={classes.spinner} aria-hidden="true" /> : leftSection}
      <span>{children}</span>
    </button>
  );
}

/** The same look for in-app links. */
export function ButtonLink({ variant, fullWidth, className, children, ...rest }: Look & AppLinkProps) {
  return (
    <AppLink {...rest} className={`${classes.button}${className ? ` ${className}` : ''}`} {...lookProps({ variant, fullWidth })}>
      {children}
    </AppLink>
  );
}
