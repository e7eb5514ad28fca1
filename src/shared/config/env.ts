/**
 * Build-time configuration. rsbuild replaces `import.meta.env.PUBLIC_*` at build time,
 * so nothing here is read at run time from the member's device.
 */
import { DEFAULT_SIGNING_KEY } from './signing';

/** Stand-in LINE official account id when PUBLIC_LINE_OA_ID is not set. */
export const DEFAULT_LINE_OA_ID = '@ntprivilege';

export const env = {
  apiBaseUrl: (import.meta.env.PUBLIC_API_BASE_URL ?? '').replace(/\/+$/, ''),
  signingKey: import.meta.env.PUBLIC_SIGNING_KEY || DEFAULT_SIGNING_KEY,
  liffId: import.meta.env.PUBLIC_LIFF_ID ?? '',
  useMock: import.meta.env.PUBLIC_USE_MOCK === 'true',
  appVersion: import.meta.env.PUBLIC_APP_VERSION || '0.0.0',
  buildTime: import.meta.env.PUBLIC_BUILD_TIME || '',
} as const;

/**
 * LINE id of the programme's official account, with its `@` (PUBLIC_LINE_OA_ID). Apart from `env`
 * so the first route, which does not use it, does not carry it.
 */
export const lineOaId = import.meta.env.PUBLIC_LINE_OA_ID?.trim() || DEFAULT_LINE_OA_ID;
