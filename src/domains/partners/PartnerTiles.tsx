import { useIntl } from 'react-intl';
import { useGetPartners } from '@/generated/reward/reward';
import { useFormat } from '@/shared/i18n/use-format';
import { PARTNER_START } from './partner-start';
import classes from './PartnerTiles.module.css';
import { AppLink } from '@/shared/routing/AppLink';

/**
 * "Transfer points": a tile per partner programme (logo, name, rate, minimum) leading to its
 * transfer. Light kit, because the privilege list (a first-route screen) shows it; it loads after
 * the list has painted. Nothing is shown while loading or when the catalogue is unavailable.
 */
export default function PartnerTiles() {
  const intl = useIntl();
  const format = useFormat();
  const partners = useGetPartners();
  if (!partners.data?.length) return null;
  return (
    <section className={classes.section} aria-labelledby="partner-tiles-title" data-testid="partner-tiles">
      <h2 id="partner-tiles-title" className={classes.title}>
        {intl.formatMessage({ id: 'partners.title' })}
      </h2>
      <ul className={classes.tiles}>
        {partners.data.map((partner) => {
          const name = partner.name[format.lang];
          return (
            <li key={partner.partner}>
              <AppLink
                to={PARTNER_START[partner.partner]}
                className={classes.tile}
                aria-label={intl.formatMessage({ id: 'partners.open' }, { partner: name })}
                data-partner={partner.partner}
              >
                <img className={classes.logo} src={partner.logo_url} alt="" width={40} height={40} />
                <span className={classes.name}>{name}</span>
                <span className={classes.rate}>
                  {intl.formatMessage({ id: 'partners.rate' }, { points: partner.rate.points, partnerPoints: partner.rate.partner_points })}
                </span>
                <span className={classes.min}>{intl.formatMessage({ id: 'partners.min' }, { min: partner.min_points })}</span>
              </AppLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
