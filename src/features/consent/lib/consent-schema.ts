import * as v from 'valibot';

/**
 * The consent form: the member must tick "I have read and accept…" (the Accept button stays
 * disabled until then); marketing use of personal data is optional and starts unticked.
 */
export const consentSchema = v.object({
  accept: v.pipe(v.boolean(), v.check((ticked) => ticked, 'consent.validation.accept')),
  marketing: v.boolean(),
});

export type ConsentInput = v.InferInput<typeof consentSchema>;
export type ConsentOutput = v.InferOutput<typeof consentSchema>;

export const EMPTY_CONSENT: ConsentInput = { accept: false, marketing: false };
