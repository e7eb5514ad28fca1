import type { ButtonHTMLAttributes } from 'react';
import classes from './CloseButton.module.css';

/** A round 44 px button with a cross (a dialog's close, a field's clear): `label` is its accessible name. */
export function CloseButton({ label, className, type = 'button', ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { label: string }) {
  return (
    <button {...rest} type={type} aria-label={label} className={className ? `${classes.close} ${className}` : classes.close}>
      <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    </button>
  );
}
