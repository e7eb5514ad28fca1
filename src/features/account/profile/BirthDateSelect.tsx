import { SelectField } from '@/shared/ui/light/form/SelectField';
import { useIntl } from 'react-intl';
import { formatDate } from '@/shared/i18n/format';
import { useLang } from '@/shared/i18n/lang-store';
import { birthDays, birthMonths, birthYears, displayYear, fitParts, todayOf, type BirthDateParts } from './birth-date';
import classes from './profile.module.css';

export interface BirthDateSelectProps {
  value: BirthDateParts;
  onChange: (value: BirthDateParts) => void;
  onBlur?: () => void;
  /** Translated message under the three selects. */
  error?: string;
  disabled?: boolean;
}

const num = (value: string) => (value === '' ? null : Number(value));

/**
 * Birth date as day / month / year selects. Only real, past dates can be picked (birth-date.ts);
 * months are named in the member's language and years are Buddhist era (พ.ศ.) in Thai.
 */
export function BirthDateSelect({ value, onChange, onBlur, error, disabled }: BirthDateSelectProps) {
  const intl = useIntl();
  const lang = useLang();
  const today = todayOf();
  const year = num(value.year);
  const month = num(value.month);
  const placeholder = (id: 'profileEdit.birthDate.day' | 'profileEdit.birthDate.month' | 'profileEdit.birthDate.year') => ({
    value: '',
    label: intl.formatMessage({ id }),
  });
  const change = (part: keyof BirthDateParts) => (event: { currentTarget: HTMLSelectElement }) =>
    onChange(fitParts({ ...value, [part]: event.currentTarget.value }, today));
  const common = { disabled, onBlur, invalid: Boolean(error), hideLabel: true } as const;

  return (
    <fieldset className={classes.fieldset} data-testid="birth-date" aria-invalid={error ? true : undefined}>
      <legend className={classes.label}>{intl.formatMessage({ id: 'profileEdit.field.birthDate' })}</legend>
      <div className={classes.dateRow}>
        <SelectField
          {...common}
          label={intl.formatMessage({ id: 'profileEdit.birthDate.day' })}
          value={value.day}
          onChange={change('day')}
          options={[placeholder('profileEdit.birthDate.day'), ...birthDays(year, month, today).map((d) => ({ value: String(d), label: String(d) }))]}
          data-testid="birth-day"
        />
        <SelectField
          {...common}
          label={intl.formatMessage({ id: 'profileEdit.birthDate.month' })}
          value={value.month}
          onChange={change('month')}
          options={[
            placeholder('profileEdit.birthDate.month'),
            ...birthMonths(year, today).map((m) => ({ value: String(m), label: formatDate(new Date(2000, m - 1, 1), lang, { month: 'long' }) })),
          ]}
          data-testid="birth-month"
        />
        <SelectField
          {...common}
          label={intl.formatMessage({ id: 'profileEdit.birthDate.year' })}
          value={value.year}
          onChange={change('year')}
          options={[placeholder('profileEdit.birthDate.year'), ...birthYears(today).map((y) => ({ value: String(y), label: String(displayYear(y, lang)) }))]}
          data-testid="birth-year"
        />
      </div>
      {error ? (
        <p className={classes.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
