import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useGetCustomerInfo } from '@/generated/customer/customer';
import { useGetSubscribe } from '@/generated/preferences/preferences';
import { isApiError } from '@/shared/api/api-error';
import type { MessageId } from '@/shared/i18n/message-ids';
import { LINE_OA_ID } from '@/shared/liff/line-official-account';
import { ErrorState } from '@/shared/ui/light/status/ErrorState';
import { ChannelSwitch } from '../subscribe/ChannelSwitch';
import { EmailNeeded } from '../subscribe/EmailNeeded';
import { LineOfficialNotice } from '../subscribe/LineOfficialNotice';
import { applySwitch, CHANNELS, normalise, type Channel, type PreferenceKey } from '../subscribe/preference-rules';
import { SaveFailure } from '../subscribe/SaveFailure';
import { SubscribeSkeleton } from '../subscribe/SubscribeSkeleton';
import { useFriendship } from '../subscribe/use-friendship';
import { useSavePreferences } from '../subscribe/use-save-preferences';
import classes from '../subscribe/subscribe.module.css';

const LABEL: Record<PreferenceKey, MessageId> = {
  sms: 'subscribe.sms.label',
  email: 'subscribe.email.label',
  line_official: 'subscribe.lineOfficial.label',
  line_service: 'subscribe.lineService.label',
  deny_all: 'subscribe.denyAll.label',
};

/** The member's e-mail on file; null when none, undefined while unknown. */
function useEmailOnFile(): string | null | undefined {
  return useGetCustomerInfo({ query: { select: (data) => data.customer_info.email?.trim() || null } }).data;
}

/**
 * Announcement and promotion opt-in (`/other/subscribe`): one switch per channel and "deny all",
 * following the contract's rules (preference-rules.ts). Each tap is saved at once (optimistic,
 * rolled back with a message on failure); the cache then holds the server's normalised answer.
 */
function SubscribeScreen() {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const query = useGetSubscribe();
  const email = useEmailOnFile();
  const friendship = useFriendship();
  const saver = useSavePreferences();
  /** A tap that could not be applied on its own, and so explains itself. */
  const [refused, setRefused] = useState<'email' | 'deny_all' | null>(null);

  if (query.data === undefined) {
    if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
    return <SubscribeSkeleton label={t('subscribe.loading')} />;
  }
  const preferences = normalise(query.data);

  const toggle = (key: PreferenceKey, on: boolean) => {
    if (saver.busy) return;
    if (key === 'email' && on && !email) {
      setRefused('email');
      return;
    }
    const next = applySwitch(preferences, key, on);
    if (!next) {
      setRefused('deny_all');
      return;
    }
    setRefused(null);
    saver.save(key, next);
  };

  const description: Record<Channel, string> = {
    sms: t('subscribe.sms.description'),
    email: email ? t('subscribe.email.description', { email }) : t('subscribe.email.missing'),
    line_official: t('subscribe.lineOfficial.description', { id: LINE_OA_ID }),
    line_service: t('subscribe.lineService.description'),
  };

  // The server has no e-mail on file for e-mail news: the way to add one, not a retry that cannot succeed.
  const emailMissing = isApiError(saver.failed?.error) && saver.failed.error.code === 'EMAIL_REQUIRED_FOR_OPT_IN';
  const failureFor = (key: PreferenceKey) => {
    if (saver.failed?.key !== key) return null;
    if (emailMissing) return <EmailNeeded />;
    return <SaveFailure failed={saver.failed} label={t(LABEL[key])} onRetry={saver.retry} onDismiss={saver.dismiss} />;
  };

  const row = (key: PreferenceKey, text: string, extra?: ReactNode) => (
    <ChannelSwitch
      key={key}
      id={key}
      label={t(LABEL[key])}
      description={text}
      checked={preferences[key]}
      disabled={saver.busy || (key === 'email' && email === undefined)}
      saving={saver.savingKey === key}
      onToggle={(on) => toggle(key, on)}
    >
      {extra}
      {failureFor(key)}
    </ChannelSwitch>
  );

  const channelExtra: Partial<Record<Channel, ReactNode>> = {
    email: refused === 'email' && !email ? <EmailNeeded /> : null,
    line_official: preferences.line_official ? <LineOfficialNotice friendship={friendship} /> : null,
  };

  return (
    <div className={classes.page} data-testid="subscribe" data-deny-all={preferences.deny_all}>
      <section className={classes.card} aria-labelledby="subscribe-intro">
        <p id="subscribe-intro" className={classes.intro}>
          {t('subscribe.intro')}
        </p>
        <p className={classes.status} role="status" data-status={saver.status} data-testid="save-status">
          {saver.status === 'saving' ? t('subscribe.status.saving') : saver.status === 'saved' ? t('subscribe.status.saved') : null}
        </p>
        {CHANNELS.map((key) => row(key, description[key], channelExtra[key]))}
      </section>
      <section className={classes.card}>
        {row(
          'deny_all',
          t('subscribe.denyAll.description'),
          refused === 'deny_all' && preferences.deny_all ? (
            <p className={classes.notice} role="status" data-testid="pick-channel">
              {t('subscribe.denyAll.pickChannel')}
            </p>
          ) : null,
        )}
      </section>
    </div>
  );
}

export default SubscribeScreen;
