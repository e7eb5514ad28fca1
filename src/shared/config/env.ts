/**
 * Build-time configuration. rsbuild replaces `import.meta.env.PUBLIC_*` at build time,
 * so nothing here is read at run time from the member's device. Settings only a few lazy screens
 * need are read in modules of their own, so the first route does not carry them:
 * `call-centre.ts` (PUBLIC_CALL_CENTRE_PHONE, PUBLIC_CALL_CENTRE_HOURS) and
 * `shared/liff/line-official-account.ts` (PUBLIC_LINE_OA_ID), `build-info.ts` (the app's version and build time).
 * The signing key is the build's PUBLIC_SIGNING_KEY: a mock run that sets none gets the mock's
 * (rsbuild.config.ts); the app holds no key of its own.
 */
export const env = {
  apiBaseUrl: (import.meta.env.PUBLIC_API_BASE_URL ?? '').replace(/\/+$/, ''),
  signingKey: import.meta.env.PUBLIC_SIGNING_KEY ?? '',
  liffId: import.meta.env.PUBLIC_LIFF_ID ?? '',
} as const;
