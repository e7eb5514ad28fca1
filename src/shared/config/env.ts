/**
 * Build-time configuration. rsbuild replaces `import.meta.env.PUBLIC_*` at build time,
 * so nothing here is read at run time from the member's device.
 */
import { DEFAULT_SIGNING_KEY } from './signing';

export const env = {
  apiBaseUrl: (import.meta.env.PUBLIC_API_BASE_URL ?? '').replace(/\/+$/, ''),
  signingKey: import.meta.env.PUBLIC_SIGNING_KEY || DEFAULT_SIGNING_KEY,
  liffId: import.meta.env.PUBLIC_LIFF_ID ?? '',
  useMock: import.meta.env.PUBLIC_USE_MOCK === 'true',
  /** The call centre (mobile-number changes): the number dialled and its opening hours. */
  callCentrePhone: import.meta.env.PUBLIC_CALL_CENTRE_PHONE || '1888',
  callCentreHours: import.meta.env.PUBLIC_CALL_CENTRE_HOURS || '08:00-20:00',
  appVersion: import.meta.env.PUBLIC_APP_VERSION || '0.0.0',
  buildTime: import.meta.env.PUBLIC_BUILD_TIME || '',
} as const;
