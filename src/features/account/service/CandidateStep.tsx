import { Radio } from '@/shared/ui/mantine/fields';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { ServiceCandidate } from '@/generated/model';
import { useGetServiceCandidates } from '@/generated/service/service';
import { useErrorMessage } from '@/shared/api/error-message';
import { messageId } from '@/shared/i18n/message-ids';
import { useLang } from '@/shared/i18n/lang-store';
import { maskMobile } from '@/shared/lib/mask-id';
import { paths } from '@/shared/routing/paths';
import { ErrorState } from '@/shared/ui/light/status/ErrorState';
import { choiceSchema, type Choice } from './add-service';
import { PROPERTY_LABEL, ServiceEmpty, ServiceSkeleton } from './ServiceParts';
import classes from './service.module.css';
import { Button, ButtonLink } from '@/shared/ui/light/button/Button';

export interface CandidateStepProps {
  /** The number chosen before (back from the code step). */
  initial: string | null;
  sending: boolean;
  /** The failed code request, shown under the choice (the choice is kept). */
  sendError: unknown;
  onSend: (candidate: ServiceCandidate) => void;
}

/** Step 1: choose one of the numbers registered to the member's ID that is not linked yet, and ask for its code. */
export function CandidateStep({ initial, sending, sendError, onSend }: CandidateStepProps) {
  const intl = useIntl();
  const lang = useLang();
  const messageOf = useErrorMessage();
  const query = useGetServiceCandidates();
  const form = useForm<Choice>({
    resolver: valibotResolver(choiceSchema),
    defaultValues: { subscriber_number: initial ?? '' },
  });

  if (query.isPending) return <ServiceSkeleton label={intl.formatMessage({ id: 'service.add.loading' })} cards={1} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const candidates = query.data;
  if (candidates.length === 0) {
    return (
      <ServiceEmpty
        testId="candidates-empty"
        title={intl.formatMessage({ id: 'service.add.empty.title' })}
        text={intl.formatMessage({ id: 'service.add.empty.text' })}
        action={
          <ButtonLink to={paths.myService} variant="outline">
            {intl.formatMessage({ id: 'service.add.backToList' })}
          </ButtonLink>
        }
      />
    );
  }

  const submit = form.handleSubmit(({ subscriber_number }) => {
    if (sending) return;
    const candidate = candidates.find((c) => c.subscriber_number === subscriber_number);
    if (candidate) onSend(candidate);
    else form.setError('subscriber_number', { message: 'service.add.required' });
  });
  const fieldError = form.formState.errors.subscriber_number?.message;

  return (
    <form className={`${classes.card} ${classes.form}`} onSubmit={(event) => void submit(event)} noValidate data-testid="candidate-step">
      <p className={classes.intro}>{intl.formatMessage({ id: 'service.add.intro' })}</p>
      <Controller
        control={form.control}
        name="subscriber_number"
        render={({ field }) => (
          <Radio.Group
            value={field.value || null}
            onChange={field.onChange}
            name={field.name}
            label={intl.formatMessage({ id: 'service.add.choose' })}
            error={fieldError ? intl.formatMessage({ id: messageId(fieldError) }) : undefined}
            classNames={{ label: classes.legend, error: classes.fieldError }}
          >
            <div className={classes.options}>
              {candidates.map((candidate) => (
                <Radio.Card
                  key={candidate.subscriber_number}
                  value={candidate.subscriber_number}
                  withBorder={false}
                  className={classes.option}
                  disabled={sending}
                  data-testid={`candidate-${candidate.subscriber_number}`}
                >
                  <span className={classes.optionRow}>
                    <Radio.Indicator />
                    <span className={classes.optionBody}>
                      <span className={classes.optionTitle}>{maskMobile(candidate.mobile_no)}</span>
                      <span className={classes.optionText}>
                        {candidate.service_name[lang]} · {intl.formatMessage({ id: PROPERTY_LABEL[candidate.subscriber_property] })}
                      </span>
                    </span>
                  </span>
                </Radio.Card>
              ))}
            </div>
          </Radio.Group>
        )}
      />
      {sendError ? (
        <p className={classes.notice} data-tone="danger" role="alert" data-testid="candidate-problem">
          {messageOf(sendError)}
        </p>
      ) : null}
      <Button type="submit" fullWidth loading={sending} data-testid="service-send-code">
        {intl.formatMessage({ id: 'service.add.send' })}
      </Button>
    </form>
  );
}
