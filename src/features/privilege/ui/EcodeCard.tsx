import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { Ecode } from '@/generated/model';
import { useFormat } from '@/shared/i18n/use-format';
import { useAfterPaint } from '@/shared/lib/use-after-paint';
import { useCopy } from '@/shared/lib/use-copy';
import { formatMmSs, useCountdown } from '@/shared/lib/use-countdown';
import classes from '../screens/screens.module.css';
import { type MessageId } from '@/shared/i18n/message-ids';
import { Button } from '@/shared/ui/light/button/Button';
import { OptionalPart } from '@/shared/ui/light/optional/OptionalPart';

/** The scannable forms of the code: each library in its own chunk, loaded only with a code that has a barcode value. */
const QrCode = lazy(() => import('@/shared/ui/light/qr/QrCode'));
const EcodeBarcode = lazy(() => import('./EcodeBarcode'));

/** An e-code as the shop counter needs it: the code, copy, and the countdown of its 60 minutes. */
export function EcodeCard({ ecode }: { ecode: Ecode }) {
  const intl = useIntl();
  const format = useFormat();
  const remaining = useCountdown(ecode.expires_at);
  const { copied, copy: copyValue } = useCopy();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  // The code paints first; the QR code and barcode (libraries in chunks of their own) a frame later,
  // in a slot of their size, so the member sees the code without waiting for them to load and draw.
  const scanShown = useAfterPaint();
  const scanSlot = <div className={classes.scanSlot} aria-hidden="true" />;

  const expired = ecode.status === 'expired' || remaining <= 0;
  const used = ecode.status === 'used';

  const copy = () => copyValue(ecode.code);

  return (
    <div className={classes.ecode} data-testid="ecode-card" data-state={used ? 'used' : expired ? 'expired' : 'active'}>
      <p className={classes.code} data-expired={expired || used || undefined} data-testid="ecode-code" aria-label={t('ecode.codeLabel')}>
        {ecode.code}
      </p>
      {used ? (
        <p className={classes.expired} role="status" data-testid="ecode-used">
          {t('ecode.used')}
        </p>
      ) : expired ? (
        <p className={classes.expired} role="status" data-testid="ecode-expired">
          {t('ecode.expired')}
        </p>
      ) : (
        <>
          {ecode.barcode_value ? (
            // With no signal, scan libraries not loaded yet cannot load: the code, copy and countdown stay.
            <OptionalPart>
              <Suspense fallback={scanSlot}>
                {scanShown ? (
                  <div className={classes.scan} data-testid="ecode-scan">
                    <QrCode value={ecode.barcode_value} label={t('ecode.qrLabel')} testId="ecode-qr" />
                    <EcodeBarcode value={ecode.barcode_value} label={t('ecode.barcodeLabel')} />
                    <p className={classes.timerLabel}>{t('ecode.brightness')}</p>
                  </div>
                ) : (
                  scanSlot
                )}
              </Suspense>
            </OptionalPart>
          ) : null}
          <div className={classes.timer} role="timer" aria-live="off">
            <span className={classes.timerValue} data-testid="ecode-countdown">
              {formatMmSs(remaining)}
            </span>
            <span className={classes.timerLabel}>{t('ecode.expiresIn', { time: format.dateTime(ecode.expires_at) })}</span>
          </div>
          <div className={classes.actions}>
            <Button fullWidth leftSection={<CopyIcon />} onClick={() => void copy()} data-testid="ecode-copy">
              {t('ecode.copy')}
            </Button>
          </div>
          <p className={classes.copied} role="status" aria-live="polite" data-testid="ecode-copied">
            {copied === 'ok' ? t('ecode.copied') : copied === 'failed' ? t('ecode.copyFailed') : ''}
          </p>
        </>
      )}
    </div>
  );
}

function CopyIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V6a2 2 0 0 1 2-2h9" />
    </svg>
  );
}
