import { useIntl } from 'react-intl';
import classes from './redeem.module.css';

/** − / + stepper for lucky-draw entries, between 1 and `max`. */
export function QuantityStepper({ value, max, onChange }: { value: number; max: number; onChange: (value: number) => void }) {
  const intl = useIntl();
  const clamp = (n: number) => Math.min(Math.max(1, n), Math.max(1, max));
  return (
    <div className={classes.stepper} role="group" aria-label={intl.formatMessage({ id: 'redeem.quantity.label' })}>
      <button
        type="button"
        className={classes.stepButton}
        onClick={() => onChange(clamp(value - 1))}
        disabled={value <= 1}
        aria-label={intl.formatMessage({ id: 'redeem.quantity.decrease' })}
      >
        −
      </button>
      <output className={classes.stepValue} aria-live="polite" data-testid="quantity-value">
        {value}
      </output>
      <button
        type="button"
        className={classes.stepButton}
        onClick={() => onChange(clamp(value + 1))}
        disabled={value >= max}
        aria-label={intl.formatMessage({ id: 'redeem.quantity.increase' })}
      >
        +
      </button>
    </div>
  );
}
