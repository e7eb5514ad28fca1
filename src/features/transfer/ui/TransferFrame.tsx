import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PartnerCode, PartnerProgramme } from '@/generated/model';
import { ErrorState } from '@/shared/ui/light/status/ErrorState';
import { SkeletonLines } from '@/shared/ui/light/status/Skeleton';
import { useTransferBasics } from '../lib/use-partner';
import { PartnerHeader } from './PartnerHeader';
import classes from './transfer.module.css';

export interface TransferFrameProps {
  code: PartnerCode;
  children: (basics: { partner: PartnerProgramme; balance: number | null; own: { card: string; mobile: string } | undefined }) => ReactNode;
}

/**
 * Every transfer screen: the partner (loading, error with retry), its header, then the steps.
 * Transfers, like redemptions, are for Thai national ID holders only (docs/spec.md §1): others see why.
 */
export function TransferFrame({ code, children }: TransferFrameProps) {
  const intl = useIntl();
  const { partnerQuery, partner, balance, own } = useTransferBasics(code);
  if (partnerQuery.isPending) return <SkeletonLines lines={6} label={intl.formatMessage({ id: 'transfer.loading' })} />;
  if (partnerQuery.isError || !partner) return <ErrorState error={partnerQuery.error ?? undefined} onRetry={() => void partnerQuery.refetch()} />;
  return (
    <div className={classes.stack} data-testid={`transfer-${code}`}>
      <section className={classes.card}>
        <PartnerHeader partner={partner} />
      </section>
      {own && !own.thaiId ? (
        <p className={classes.card} role="note" data-testid="transfer-thai-id-only">
          {intl.formatMessage({ id: 'redeem.reason.THAI_ID_REQUIRED' })}
        </p>
      ) : (
        children({ partner, balance, own })
      )}
    </div>
  );
}
