import { useState } from 'react';
import { useIntl } from 'react-intl';
import { addHomeShortcut } from '@/shared/liff/home-shortcut';
import { useLineReach } from '@/shared/liff/line-links';
import { paths } from '@/shared/routing/paths';
import { Button } from '@/shared/ui/light/button/Button';
import classes from './history.module.css';

/**
 * "Add e-codes to home screen": inside the LINE app, a home-screen shortcut to history, where the
 * e-code wallet is. Only in builds with PUBLIC_LINE_SHORTCUT=true (EcodeWallet loads it behind that flag).
 */
function HomeShortcutButton() {
  const intl = useIntl();
  const reach = useLineReach();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (reach !== 'in-line') return null;
  const add = async () => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      await addHomeShortcut(paths.history);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="subtle" fullWidth loading={busy} onClick={() => void add()} data-testid="wallet-shortcut">
        {intl.formatMessage({ id: 'history.wallet.shortcut' })}
      </Button>
      {failed ? (
        <p className={classes.walletOffline} role="alert" data-testid="wallet-shortcut-failed">
          {intl.formatMessage({ id: 'history.wallet.shortcutFailed' })}
        </p>
      ) : null}
    </>
  );
}

export default HomeShortcutButton;
