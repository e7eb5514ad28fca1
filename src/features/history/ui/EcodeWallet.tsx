import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useGetActiveEcodes } from '@/generated/redemption/redemption';
import { isConnectionLost, useOnline } from '@/shared/api/use-online';
import { keepEcodesAfterPaint, keptEcodes, type KeptEcode } from '@/shared/ecode/kept-ecodes';
import { useFormat } from '@/shared/i18n/use-format';
import { formatMmSs, useCountdown } from '@/shared/lib/use-countdown';
import { href } from '@/shared/routing/paths';
import classes from './history.module.css';
import { AppLink } from '@/shared/routing/AppLink';

/** The home-screen shortcut (verified LINE MINI Apps) exists only in builds with PUBLIC_LINE_SHORTCUT=true. */
const HomeShortcutButton = import.meta.env.PUBLIC_LINE_SHORTCUT === 'true' ? lazy(() => import('./HomeShortcutButton')) : null;

function WalletCard({ item }: { item: KeptEcode }) {
  const intl = useIntl();
  const format = useFormat();
  const left = useCountdown(item.ecode.expires_at);
  if (left <= 0) return null;
  return (
    <AppLink
      to={href('privilegeEcode', { redemption_id: item.redemption_id })}
      state={{ name: item.privilege_name, image_url: item.image_url }}
      className={classes.walletCard}
      data-testid="wallet-ecode"
    >
      <span className={classes.name}>{item.privilege_name?.[format.lang] ?? intl.formatMessage({ id: 'ecode.title' })}</span>
      <span className={classes.walletCode}>{item.ecode.code}</span>
      <span className={classes.walletTime}>{intl.formatMessage({ id: 'history.wallet.left' }, { time: formatMmSs(left) })}</span>
    </AppLink>
  );
}

/**
 * The e-codes still valid, at the top of history: one tap to the code at the shop counter. The
 * server's list is kept on this device (shared/ecode); with no signal (the read paused offline,
 * or failed) the kept codes are listed instead, saying so.
 */
export function EcodeWallet() {
  const intl = useIntl();
  const active = useGetActiveEcodes();
  useEffect(() => {
    if (active.data) keepEcodesAfterPaint(active.data, { complete: true });
  }, [active.data]);
  const online = useOnline();
  const offline = !online || active.fetchStatus === 'paused' || isConnectionLost(active.error);
  const kept = useMemo(() => (offline ? keptEcodes() : []), [offline]);
  const items: readonly KeptEcode[] = active.data ?? kept;
  if (!items.length) return null;
  return (
    <section aria-labelledby="wallet-title" data-testid="ecode-wallet" data-offline={offline || undefined}>
      <h2 id="wallet-title" className={classes.month}>
        {intl.formatMessage({ id: 'history.wallet.title' }, { count: items.length })}
      </h2>
      {offline ? (
        <p className={classes.walletOffline} role="status" data-testid="wallet-offline">
          {intl.formatMessage({ id: 'history.wallet.offline' })}
        </p>
      ) : null}
      <div className={classes.wallet}>
        {items.map((item) => (
          <WalletCard key={item.redemption_id} item={item} />
        ))}
        {HomeShortcutButton ? (
          <Suspense fallback={null}>
            <HomeShortcutButton />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
