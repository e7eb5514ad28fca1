import { useIntl } from 'react-intl';
import type { PartnerProgramme } from '@/generated/model';
import { useFormat } from '@/shared/i18n/use-format';
import classes from './transfer.module.css';

/** The partner's logo, name and conversion rate ("5 points = 1 Blue Plus point"). */
export function PartnerHeader({ partner }: { partner: PartnerProgramme }) {
  const intl = useIntl();
  const format = useFormat();
  const name = partner.name[format.lang];
  return (
    <div className={classes.partner} data-testid="partner-header">
      <img className={classes.logo} src={partner.logo_url} alt="" width={48} height={48} />
      <div>
        <h2 className={classes.partnerName}>{name}</h2>
        <p className={classes.rate}>
          {intl.formatMessage(
            { id: 'transfer.rate' },
            { points: partner.rate.points, partnerPoints: partner.rate.partner_points, partner: name },
          )}
        </p>
      </div>
    </div>
  );
}
