import { useEffect, useState } from 'react';
import { useAppNavigate } from '@/shared/routing/app-navigate';
import type { LinkedService, ServiceCandidate } from '@/generated/model';
import { useRequestOtpAddService } from '@/generated/service/service';
import { paths } from '@/shared/routing/paths';
import { readUrlParam, useQueryParams } from '@/shared/routing/url-params';
import { applyLinkedService, receiveChallenge, serviceBody, type Challenge } from '../service/add-service';
import { CandidateStep } from '../service/CandidateStep';
import { linkedNoticeState } from '../service/linked-notice';
import { OtpStep } from '../service/OtpStep';

const OTP_STEP = 'otp';

/**
 * Link a number in two steps: choose one of the linkable numbers and request its code
 * (`RequestOTP_Addservice`), then enter the code (`?step=otp`; Back returns to the choice).
 * A resend is a new request that replaces the transaction. Success returns to my services.
 */
function AddServiceScreen() {
  const navigate = useAppNavigate();
  const [params, setParams] = useQueryParams();
  const [flow, setFlow] = useState<{ candidate: ServiceCandidate; challenge: Challenge } | null>(null);
  const request = useRequestOtpAddService();
  const onOtpStep = readUrlParam(params, 'step') === OTP_STEP && flow !== null;
  // A failed request belongs to the step it happened on.
  const { reset } = request;
  useEffect(() => reset(), [onOtpStep, reset]);

  // The code step needs the challenge of this visit: after a reload it starts again at the choice.
  const staleStep = readUrlParam(params, 'step') !== null && flow === null;
  useEffect(() => {
    if (staleStep) void navigate(paths.addService, { replace: true });
  }, [staleStep, navigate]);

  const send = (candidate: ServiceCandidate, resent: boolean) => {
    if (request.isPending) return;
    request.mutate(
      { data: serviceBody(candidate) },
      {
        onSuccess: (challenge) => {
          setFlow({ candidate, challenge: receiveChallenge(challenge, resent) });
          if (!resent) setParams({ step: OTP_STEP });
        },
      },
    );
  };

  const linked = (service: LinkedService) => {
    applyLinkedService(service);
    void navigate(paths.myService, {
      replace: true,
      state: linkedNoticeState({ subscriber_number: service.subscriber_number, mobile_no: service.mobile_no }),
    });
  };

  if (onOtpStep) {
    return (
      <OtpStep
        key={flow.challenge.transaction_id}
        candidate={flow.candidate}
        challenge={flow.challenge}
        resending={request.isPending}
        resendError={request.error}
        onResend={() => send(flow.candidate, true)}
        onLinked={linked}
        onChangeNumber={() => void navigate(-1)}
      />
    );
  }
  return (
    <CandidateStep
      initial={flow?.candidate.subscriber_number ?? null}
      sending={request.isPending}
      sendError={request.error}
      onSend={(candidate) => send(candidate, false)}
    />
  );
}

export default AddServiceScreen;
