import { ActionIcon } from '@/shared/ui/mantine/buttons';
import { Group } from '@/shared/ui/mantine/layout';
import { useIntl } from 'react-intl';
import classes from './redeem.module.css';

function StepIcon({ plus }: { plus?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" aria-hidden="true">
      <path d={plus ? 'M5 12h14M12 5v14' : 'M5 12h14'} />
    </svg>
  );
}

/** − / + stepper for lucky-draw entries, between 1 and `max`. */
export function QuantityStepper({ value, max, onChange }: { value: number; max: number; onChange: (value: number) => void }) {
  const intl = useIntl();
  const clamp = (n: number) => Math.min(Math.max(1, n), Math.max(1, max));
  return (
    <Group gap={4} wrap="nowrap" className={classes.stepper} role="group" aria-label={intl.formatMessage({ id: 'redeem.quantity.label' })}>
      <ActionIcon
        variant="light"
        radius="xl"
        size={44}
        onClick={() => onChange(clamp(value - 1))}
        disabled={value <= 1}
        aria-label={intl.formatMessage({ id: 'redeem.quantity.decrease' })}
      >
        <StepIcon />
      </ActionIcon>
      <output className={classes.stepValue} aria-live="polite" data-testid="quantity-value">
        {value}
      </output>
      <ActionIcon
        variant="light"
        radius="xl"
        size={44}
        onClick={() => onChange(clamp(value + 1))}
        disabled={value >= max}
        aria-label={intl.formatMessage({ id: 'redeem.quantity.increase' })}
      >
        <StepIcon plus />
      </ActionIcon>
    </Group>
  );
}
