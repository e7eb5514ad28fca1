import { useIntl } from 'react-intl';
import type { PartnerProgramme } from '@/generated/model';
import { useFormat } from '@/shared/i18n/use-format';
import classes from './transfer.module.css';

/** The partner's contact centre, for membership problems (not found, suspended). */
export function ContactCentre({ partner }: { partner: PartnerProgramme }) {
  const intl = useIntl();
  const format = useFormat();
  const { phone, hours } = partner.contact_centre;
  return (
    <p className={classes.hint} data-testid="partner-contact">
      {intl.formatMessage(
        { id: 'transfer.contact' },
        {
          partner: partner.name[format.lang],
          hours: hours[format.lang],
          phone: (
            <a key="phone" href={`tel:${phone}`}>
              {phone}
            </a>
          ),
        },
      )}
    </p>
  );
}

/** Error codes that are the partner's membership problems: the contact centre helps with them. */
export const MEMBERSHIP_PROBLEMS = new Set(['PARTNER_MEMBER_NOT_FOUND', 'PARTNER_MEMBER_SUSPENDED']);
