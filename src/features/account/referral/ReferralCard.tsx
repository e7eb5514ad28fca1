import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ReferralCode } from '@/generated/model';
import { useCopy } from '@/shared/lib/use-copy';
import { liffAppId, useLineReach, usePermanentLink } from '@/shared/liff/line-links';
import { paths } from '@/shared/routing/paths';
import { OpenInLineButton } from '@/shared/ui/light/line/OpenInLineButton';
import { referralMessages, referralPagePath } from './referral-message';
import { shareReferral } from './share-referral';
import classes from './referral.module.css';
import { Button } from '@/shared/ui/light/button/Button';

/** The QR library stays in its own chunk, loaded with this screen only. */
const QrCode = lazy(() => import('@/shared/ui/light/qr/QrCode'));

type ShareNotice = 'failed' | null;

/**
 * The member's code and link: QR, copy, share (inside LINE the LINE picker with the referral page's
 * permanent link, else Web Share → copy), "open in LINE" outside the LINE app, friends joined.
 */
export function ReferralCard({ referral }: { referral: ReferralCode }) {
  const intl = useIntl();
  const { copied, copy } = useCopy();
  const [sharing, setSharing] = useState(false);
  const [shareNotice, setShareNotice] = useState<ShareNotice>(null);
  const { referral_code: code, referral_url: url } = referral;
  const reach = useLineReach();
  const link = usePermanentLink(reach === 'in-line' ? referralPagePath(url) : null);

  const messageText = () => ({
    title: intl.formatMessage({ id: 'referral.message.title' }),
    body: intl.formatMessage({ id: 'referral.message.body' }, { code }),
    codeLabel: intl.formatMessage({ id: 'referral.message.codeLabel' }),
    appName: intl.formatMessage({ id: 'app.name' }),
    button: intl.formatMessage({ id: 'referral.message.button' }),
    altText: intl.formatMessage({ id: 'referral.message.altText' }, { code }),
  });

  const onCopy = () => {
    setShareNotice(null);
    void copy(url);
  };

  const onShare = async () => {
    if (sharing) return;
    setSharing(true);
    setShareNotice(null);
    try {
      const text = messageText();
      const messages = link ? () => referralMessages(code, link, liffAppId(), text) : null;
      const outcome = await shareReferral({ messages, title: text.title, text: text.body, url });
      if (outcome === 'copy') await copy(url);
      else if (outcome === 'failed') setShareNotice('failed');
    } finally {
      setSharing(false);
    }
  };

  const notice =
    shareNotice === 'failed'
      ? { tone: 'error', text: intl.formatMessage({ id: 'referral.shareFailed' }) }
      : copied === 'ok'
        ? { tone: 'ok', text: intl.formatMessage({ id: 'referral.copied' }) }
        : copied === 'failed'
          ? { tone: 'error', text: intl.formatMessage({ id: 'referral.copyFailed' }) }
          : null;

  return (
    <section className={classes.card} data-testid="referral-card">
      <h2 className={classes.heading}>{intl.formatMessage({ id: 'referral.heading' })}</h2>
      <p className={classes.reward} data-testid="referral-reward">
        {intl.formatMessage({ id: 'referral.reward' }, { points: referral.reward_points })}
      </p>
      <p className={classes.codeLabel}>{intl.formatMessage({ id: 'referral.codeLabel' })}</p>
      <p className={classes.code} data-testid="referral-code">
        {code}
      </p>
      <div className={classes.qr}>
        <Suspense fallback={null}>
          <QrCode value={url} label={intl.formatMessage({ id: 'referral.qrLabel' })} testId="referral-qr" />
        </Suspense>
      </div>
      <p className={classes.hint}>{intl.formatMessage({ id: 'referral.qrHint' })}</p>
      <p className={classes.link} aria-label={intl.formatMessage({ id: 'referral.linkLabel' })} data-testid="referral-link">
        {url}
      </p>
      <div className={classes.actions}>
        <Button fullWidth onClick={() => void onShare()} loading={sharing} disabled={sharing || (reach === 'in-line' && link === null)} data-testid="referral-share">
          {intl.formatMessage({ id: 'referral.share' })}
        </Button>
        <Button fullWidth variant="outline" onClick={onCopy} data-testid="referral-copy">
          {intl.formatMessage({ id: 'referral.copy' })}
        </Button>
        {reach === 'open-in-line' ? <OpenInLineButton path={paths.friendReferral} testId="referral-open-in-line" /> : null}
      </div>
      <p
        className={classes.notice}
        role={notice?.tone === 'error' ? 'alert' : 'status'}
        aria-live="polite"
        data-tone={notice?.tone}
        data-testid="referral-notice"
      >
        {notice?.text ?? ''}
      </p>
      <p className={classes.joined} data-testid="referral-joined">
        {intl.formatMessage({ id: 'referral.joined' }, { count: referral.referred_count })}
      </p>
    </section>
  );
}
