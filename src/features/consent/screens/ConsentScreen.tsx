import { valibotResolver } from '@hookform/resolvers/valibot';
import { Checkbox } from '@/shared/ui/mantine/fields';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router';
import { useGetCustomerInfo } from '@/generated/customer/customer';
import { useErrorMessage } from '@/shared/api/error-message';
import { messageId } from '@/shared/i18n/message-ids';
import { safeRedirect } from '@/shared/lib/safe-redirect';
import { REDIRECT_PARAM } from '@/shared/routing/paths';
import { changedDocuments, consentPending } from '@/shared/session/consent-versions';
import { useConfirmedLogout } from '@/shared/session/logout';
import { ErrorState } from '@/shared/ui/light/status/ErrorState';
import { SkeletonLines } from '@/shared/ui/light/status/Skeleton';
import { consentSchema, EMPTY_CONSENT, type ConsentInput, type ConsentOutput } from '../lib/consent-schema';
import { useConsentAccept } from '../lib/use-consent-accept';
import { useCurrentDocument } from '../lib/use-consent-documents';
import { ConsentDocument } from '../ui/ConsentDocument';
import classes from '../ui/consent.module.css';
import { Button } from '@/shared/ui/light/button/Button';
import { useQueryParams } from '@/shared/routing/url-params';
import { useAppNavigate } from '@/shared/routing/app-navigate';

/**
 * New terms or PDPA notice: shown before any other signed-in screen (the route guard sends the
 * member here with `redirect` = where they were going). Accept records the versions and goes on;
 * Decline, once confirmed, logs out.
 */
function ConsentScreen() {
  const intl = useIntl();
  const messageOf = useErrorMessage();
  const navigate = useAppNavigate();
  const confirmLogout = useConfirmedLogout();
  const [params] = useQueryParams();
  const target = safeRedirect(params.get(REDIRECT_PARAM), window.location.origin);
  const info = useGetCustomerInfo();
  const terms = useCurrentDocument('terms', info.data?.current_consent_version);
  const privacy = useCurrentDocument('privacy', info.data?.current_pdpa_version);
  const form = useForm<ConsentInput, unknown, ConsentOutput>({ resolver: valibotResolver(consentSchema), defaultValues: EMPTY_CONSENT });
  const ticked = useWatch({ control: form.control, name: 'accept' });
  const flow = useConsentAccept(() => void navigate(target, { replace: true }));

  const submit = form.handleSubmit(async (values) => {
    if (!info.data) return;
    const { current_consent_version, current_pdpa_version } = info.data;
    const result = await flow.accept({ current_consent_version, current_pdpa_version }, values.marketing);
    // New text: the member reads it and ticks again (the marketing choice is kept).
    if (result === 'stale') form.setValue('accept', false);
  });

  const decline = () =>
    confirmLogout({
      title: intl.formatMessage({ id: 'consent.decline.title' }),
      description: intl.formatMessage({ id: 'consent.decline.body' }),
      cancel: intl.formatMessage({ id: 'consent.decline.back' }),
      confirm: intl.formatMessage({ id: 'consent.decline.confirm' }),
    });

  const queries = [info, terms, privacy];
  const failed = queries.find((q) => q.isError);
  if (failed) return <ErrorState error={failed.error} onRetry={() => queries.forEach((q) => q.isError && void q.refetch())} />;
  if (!info.data || !terms.data || !privacy.data) return <SkeletonLines lines={10} label={intl.formatMessage({ id: 'loading.label' })} />;
  // Nothing (left) to accept, e.g. a reload after accepting: straight on to the target.
  if (!consentPending(info.data) && !flow.sending) return <Navigate to={target} replace />;

  const changed = changedDocuments(info.data);
  const acceptError = form.formState.errors.accept?.message;
  return (
    <div className={classes.page} data-testid="consent-screen">
      <div className={classes.intro}>
        <h2 className={classes.heading}>{intl.formatMessage({ id: 'consent.heading' })}</h2>
        <p className={classes.lead}>{intl.formatMessage({ id: 'consent.intro' })}</p>
      </div>
      {flow.stale ? (
        <p className={classes.notice} role="status" data-testid="consent-updated">
          {intl.formatMessage({ id: 'consent.updatedNotice' })}
        </p>
      ) : null}
      <ConsentDocument doc={terms.data} changed={changed.terms} testId="consent-terms" />
      <ConsentDocument doc={privacy.data} changed={changed.privacy} testId="consent-privacy" />
      <form className={classes.form} onSubmit={(event) => void submit(event)} noValidate>
        <Checkbox
          {...form.register('accept')}
          label={intl.formatMessage({ id: 'consent.accept.label' })}
          size="md"
          radius="sm"
          error={acceptError ? intl.formatMessage({ id: messageId(acceptError) }) : undefined}
          classNames={{ root: classes.check, error: classes.checkError }}
          disabled={flow.sending}
          data-testid="consent-accept-box"
        />
        <Checkbox
          {...form.register('marketing')}
          label={intl.formatMessage({ id: 'consent.marketing.label' })}
          size="md"
          radius="sm"
          classNames={{ root: classes.check }}
          disabled={flow.sending}
          data-testid="consent-marketing-box"
        />
        {flow.error ? (
          <p className={classes.alert} role="alert">
            {messageOf(flow.error)}
          </p>
        ) : null}
        <Button type="submit" fullWidth disabled={!ticked} loading={flow.sending} data-testid="consent-submit">
          {intl.formatMessage({ id: 'consent.submit' })}
        </Button>
        <Button type="button" variant="subtle" color="var(--app-danger)" fullWidth disabled={flow.sending} onClick={() => void decline()} data-testid="consent-decline">
          {intl.formatMessage({ id: 'consent.decline' })}
        </Button>
      </form>
    </div>
  );
}

export default ConsentScreen;
