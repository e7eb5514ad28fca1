import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { PrivilegeSummary } from '@/generated/model';
import { useFormat } from '@/shared/i18n/use-format';
import { canShareMessages, shareMessages } from '@/shared/liff/liff-share';
import { liffAppId, useLineReach, usePermanentLink } from '@/shared/liff/line-links';
import { Button } from '@/shared/ui/light/button/Button';
import { OpenInLineButton } from '@/shared/ui/light/line/OpenInLineButton';
import { privilegePagePath, privilegeShareMessage } from '../lib/privilege-share';
import classes from './PrivilegeShare.module.css';

/**
 * "Share with friends" on a privilege: inside the LINE app LINE's share target picker with the
 * privilege's permanent link; outside it "open in LINE"; nothing without LIFF or without the picker.
 * Loaded on its own (the detail view imports it lazily), so the detail's chunk does not carry LINE's sharing.
 */
function PrivilegeShare({ privilege }: { privilege: PrivilegeSummary }) {
  const intl = useIntl();
  const format = useFormat();
  const reach = useLineReach();
  const path = privilegePagePath(privilege.privilege_id);
  const link = usePermanentLink(reach === 'in-line' ? path : null);
  const [sharing, setSharing] = useState(false);
  const [failed, setFailed] = useState(false);

  if (reach === 'open-in-line') return <OpenInLineButton path={path} testId="privilege-open-in-line" />;
  if (reach !== 'in-line' || !canShareMessages()) return null;

  const t = intl.formatMessage;
  const name = privilege.name[format.lang];
  const onShare = async () => {
    if (sharing || !link) return;
    setSharing(true);
    setFailed(false);
    try {
      const message = privilegeShareMessage({ name, image_url: privilege.image_url }, link, liffAppId(), {
        altText: t({ id: 'share.privilege.altText' }, { name }),
        subtitle: t({ id: 'share.privilege.subtitle' }),
        pointsLabel: t({ id: 'share.privilege.points' }),
        points: t({ id: 'share.privilege.pointsValue' }, { points: privilege.points_cost }),
        validUntilLabel: t({ id: 'privilege.detail.validUntil' }),
        validUntil: format.date(privilege.valid_until),
        button: t({ id: 'share.privilege.view' }),
        appName: t({ id: 'app.name' }),
      });
      await shareMessages([message]);
    } catch {
      setFailed(true);
    } finally {
      setSharing(false);
    }
  };

  return (
    <div className={classes.share}>
      <Button variant="outline" fullWidth loading={sharing} disabled={sharing || link === null} onClick={() => void onShare()} data-testid="privilege-share">
        {t({ id: 'share.privilege.button' })}
      </Button>
      {failed ? (
        <p className={classes.failed} role="alert" data-testid="privilege-share-failed">
          {t({ id: 'share.privilege.failed' })}
        </p>
      ) : null}
    </div>
  );
}

export default PrivilegeShare;
