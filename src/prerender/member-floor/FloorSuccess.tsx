/**
 * The member floor's redemption result (`/privilege/redeem-success`) for an e-code: the code, its
 * countdown, copy, and the facts of the redemption, in the markup and classes of RedeemSuccessScreen
 * and EcodeCard. The QR code and barcode of the app's card draw a frame after the code, from chunks
 * of their own; the floor keeps their slot (the app's first frame) and draws neither.
 */
import type { PrivilegeDetail, Redemption } from '@/generated/model';
import classes from '@/features/privilege/screens/screens.module.css';
import { formatMmSs, useCountdown } from '@/shared/lib/use-countdown';
import { paths } from '@/shared/routing/paths';
import { Button } from '@/shared/ui/light/button/Button';
import buttonClasses from '@/shared/ui/light/button/Button.module.css';
import { FloorLink } from './floor-nav';
import { format, t } from './floor-text';

export interface SuccessState {
  redemption: Redemption;
  privilege: PrivilegeDetail;
}

export function isSuccessState(value: unknown): value is SuccessState {
  return typeof value === 'object' && value !== null && 'redemption' in value && 'privilege' in value;
}

function EcodeCard({ ecode }: { ecode: NonNullable<Redemption['ecode']> }) {
  const remaining = useCountdown(ecode.expires_at);
  return (
    <div className={classes.ecode} data-testid="ecode-card" data-state={remaining <= 0 ? 'expired' : 'active'}>
      <p className={classes.code} data-testid="ecode-code" aria-label={t('ecode.codeLabel')}>
        {ecode.code}
      </p>
      {ecode.barcode_value ? <div className={classes.scanSlot} aria-hidden="true" /> : null}
      <div className={classes.timer} role="timer" aria-live="off">
        <span className={classes.timerValue} data-testid="ecode-countdown">
          {formatMmSs(remaining)}
        </span>
        <span className={classes.timerLabel}>{t('ecode.expiresIn', { time: format.dateTime(ecode.expires_at) })}</span>
      </div>
      <div className={classes.actions}>
        <Button
          fullWidth
          leftSection={
            <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
              <rect x="9" y="9" width="11" height="11" rx="2" />
              <path d="M5 15V6a2 2 0 0 1 2-2h9" />
            </svg>
          }
          onClick={() => void navigator.clipboard?.writeText(ecode.code).catch(() => undefined)}
          data-testid="ecode-copy"
        >
          {t('ecode.copy')}
        </Button>
      </div>
      <p className={classes.copied} role="status" aria-live="polite" data-testid="ecode-copied" />
    </div>
  );
}

function SuccessIcon() {
  return (
    <span className={classes.resultIcon} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="36" height="36" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
        <path d="M6 12.5l4 4L18 8.5" />
      </svg>
    </span>
  );
}

export function SuccessScreen({ state, redemptionId }: { state: SuccessState | null; redemptionId: string }) {
  if (!state) {
    return (
      <section className={classes.result} data-testid="redeem-success">
        <SuccessIcon />
        <h2 className={classes.resultTitle}>{t('redeem.success.title')}</h2>
        <p className={classes.resultText}>{t('redeem.success.generic')}</p>
      </section>
    );
  }
  const { redemption, privilege } = state;
  return (
    <section className={classes.result} data-testid="redeem-success" data-kind={redemption.type}>
      <SuccessIcon />
      <h2 className={classes.resultTitle}>{t('redeem.success.title')}</h2>
      <img className={classes.resultThumb} src={privilege.image_url} alt="" width={280} height={175} />
      <p className={classes.resultText}>
        <strong>{privilege.name.th}</strong>
      </p>
      <p className={classes.resultText} data-testid="redeem-success-message">
        {t('redeem.success.ecode', { minutes: privilege.ecode_validity_minutes ?? 60 })}
      </p>
      {redemption.ecode ? <EcodeCard ecode={redemption.ecode} /> : null}
      <dl className={classes.resultFacts}>
        <div>
          <dt>{t('redeem.success.pointsUsed')}</dt>
          <dd>{redemption.points_used === 0 ? t('privilege.free') : format.number(redemption.points_used)}</dd>
        </div>
        <div>
          <dt>{t('redeem.success.balance')}</dt>
          <dd data-testid="balance-after">{format.number(redemption.balance_after)}</dd>
        </div>
        <div>
          <dt>{t('redeem.success.reference')}</dt>
          <dd>{redemptionId}</dd>
        </div>
        <div>
          <dt>{t('redeem.success.date')}</dt>
          <dd>{format.dateTime(redemption.redeemed_at)}</dd>
        </div>
      </dl>
      <div className={classes.actions}>
        <FloorLink to={paths.privilegeList} className={buttonClasses.button} data-variant="outline" data-full="true">
          {t('redeem.success.more')}
        </FloorLink>
      </div>
    </section>
  );
}
