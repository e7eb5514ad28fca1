import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ActiveEcode } from '@/generated/model';
import { useGetActiveEcodes } from '@/generated/redemption/redemption';
import { useFormat } from '@/shared/i18n/use-format';
import { formatMmSs, useCountdown } from '@/shared/lib/use-countdown';
import { href } from '@/shared/routing/paths';
import classes from './history.module.css';

function WalletCard({ item }: { item: ActiveEcode }) {
  const intl = useIntl();
  const format = useFormat();
  const left = useCountdown(item.ecode.expires_at);
  if (left <= 0) return null;
  return (
    <Link to={href('privilegeEcode', { redemption_id: item.redemption_id })} className={classes.walletCard} data-testid="wallet-ecode">
      <span className={classes.name}>{item.privilege_name[format.lang]}</span>
      <span className={classes.walletCode}>{item.ecode.code}</span>
      <span className={classes.walletTime}>{intl.formatMessage({ id: 'history.wallet.left' }, { time: formatMmSs(left) })}</span>
    </Link>
  );
}

/** The e-codes still valid, at the top of history: one tap to the code at the shop counter. */
export function EcodeWallet() {
  const intl = useIntl();
  const active = useGetActiveEcodes();
  if (!active.data?.length) return null;
  return (
    <section aria-labelledby="wallet-title" data-testid="ecode-wallet">
      <h2 id="wallet-title" className={classes.month}>
        {intl.formatMessage({ id: 'history.wallet.title' }, { count: active.data.length })}
      </h2>
      <div className={classes.wallet}>
        {active.data.map((item) => (
          <WalletCard key={item.redemption_id} item={item} />
        ))}
      </div>
    </section>
  );
}
