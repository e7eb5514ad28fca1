type ButtonVariant = 'filled' | 'outline' | 'light' | 'subtle' | 'accent' | 'white';

/** How a button looks: every button is one height (50 px, Button.module.css); only the variant and width vary. */
export interface Look {
  variant?: ButtonVariant;
  fullWidth?: boolean;
}

export function lookProps({ variant = 'filled', fullWidth = false }: Look) {
  return { 'data-variant': variant, 'data-full': fullWidth || undefined };
}
