import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import classes from './Button.module.css';

export type ButtonVariant = 'filled' | 'outline' | 'subtle' | 'accent' | 'white';
export type ButtonSize = 'md' | 'lg';

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

function lookProps({ variant = 'filled', size = 'lg', fullWidth = false }: Look) {
  return { 'data-variant': variant, 'data-size': size, 'data-full': fullWidth || undefined };
}

/** Lightweight app button (no UI-library runtime); ≥ 44px tall, pill-shaped. */
export function Button({
  variant,
  size,
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
      {...lookProps({ variant, size, fullWidth })}
    >
      {loading ? <span className={classes.spinner} aria-hidden="true" /> : leftSection}
      <span>{children}</span>
    </button>
  );
}

/** The same look for in-app links. */
export function ButtonLink({ variant, size, fullWidth, className, children, ...rest }: Look & LinkProps) {
  return (
    <Link {...rest} className={`${classes.button}${className ? ` ${className}` : ''}`} {...lookProps({ variant, size, fullWidth })}>
      {children}
    </Link>
  );
}
