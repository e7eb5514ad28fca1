/** The kinds of security probe: what each sends wrong, what it must be answered, what its line says. */
import type { Expectation, SigningOverride } from './scenarios';

export type ProbeKind =
  | 'unsigned'
  | 'wrong-signature'
  | 'stale-timestamp'
  | 'no-bearer'
  | 'invalid-bearer'
  | 'expired-bearer'
  | 'revoked-bearer';

const STALE_OFFSET_SECONDS = -600;

const UNAUTHORIZED: Expectation = { status: 401, code: 'UNAUTHORIZED' };

export const PROBES: Record<ProbeKind, { name: string; expect: Expectation; accepted: string; signing?: SigningOverride }> = {
  unsigned: {
    name: 'security: unsigned call is refused',
    expect: { status: 401, code: 'INVALID_SIGNATURE' },
    accepted: 'unsigned call accepted',
    signing: { sign: false },
  },
  'wrong-signature': {
    name: 'security: wrongly signed call is refused',
    expect: { status: 401, code: 'INVALID_SIGNATURE' },
    accepted: 'wrong signature accepted',
    signing: { key: '\u0000not-the-signing-key' },
  },
  'stale-timestamp': {
    name: 'security: stale timestamp is refused',
    expect: { status: 401, code: 'SIGNATURE_EXPIRED' },
    accepted: 'stale timestamp accepted',
    signing: { timestamp_offset: STALE_OFFSET_SECONDS },
  },
  'no-bearer': {
    name: 'security: call without bearer token is refused',
    expect: UNAUTHORIZED,
    accepted: 'missing bearer accepted',
  },
  // The bearer probes below sign correctly (over the token they send): only the token is wrong.
  'invalid-bearer': {
    name: 'security: invalid bearer token is refused',
    expect: UNAUTHORIZED,
    accepted: 'invalid bearer token accepted',
  },
  'expired-bearer': {
    name: 'security: expired bearer token is refused',
    expect: UNAUTHORIZED,
    accepted: 'expired bearer token accepted',
  },
  'revoked-bearer': {
    name: 'security: revoked bearer token (after LogoutLine) is refused',
    expect: UNAUTHORIZED,
    accepted: 'revoked bearer token accepted',
  },
};
