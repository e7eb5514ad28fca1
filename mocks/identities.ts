/**
 * The fixed demo identities of the mock backend (docs, tests, e2e and the contract verifier use
 * these). Every login one-time code of the mock is `123456`.
 */
import { signRequest, unixSeconds } from '../src/shared/api/signature';
import { MOCK_SIGNING_KEY } from './signing';
import { DEMO_OTP } from './config';
import { clock } from './db/clock';

export { issueToken, readToken } from './handlers/support/token';

export interface DemoIdentity {
  customerId: string;
  idType: 'national_id' | 'passport';
  /** National ID (13 digits) or passport number. */
  idNumber: string;
  /** Same as idNumber for national-ID members (the brief's name for it). */
  nationalId?: string;
  passportNo?: string;
  mobile: string;
  nameTh: string;
  nameEn: string;
  tier: 'classic' | 'silver' | 'gold' | 'platinum';
  point: number;
  isdeleted: boolean;
  isregistered: boolean;
  /** What this identity demonstrates. */
  purpose: string;
}

export const DEMO = {
  member: {
    customerId: 'CUS0000123',
    idType: 'national_id',
    idNumber: '1101700230708',
    nationalId: '1101700230708',
    mobile: '0812345678',
    nameTh: 'สมชาย ใจดี',
    nameEn: 'Somchai Jaidee',
    tier: 'gold',
    point: 250000,
    isdeleted: false,
    isregistered: true,
    purpose: 'Registered Thai-ID member with points for anything; two addresses, one linked number and two linkable ones.',
  },
  passport: {
    customerId: 'CUS0000124',
    idType: 'passport',
    idNumber: 'AA1234567',
    passportNo: 'AA1234567',
    mobile: '0823456789',
    nameTh: 'จอห์น สมิธ',
    nameEn: 'John Smith',
    tier: 'silver',
    point: 15000,
    isdeleted: false,
    isregistered: true,
    purpose: 'Registered passport member: browses everything, every redemption and transfer answers THAI_ID_REQUIRED.',
  },
  zeroPoints: {
    customerId: 'CUS0000125',
    idType: 'national_id',
    idNumber: '1509900123453',
    nationalId: '1509900123453',
    mobile: '0834567890',
    nameTh: 'สมหญิง รักดี',
    nameEn: 'Somying Rakdee',
    tier: 'classic',
    point: 0,
    isdeleted: false,
    isregistered: true,
    purpose: 'Registered classic member with 0 points: only 0-point privileges redeem; everything else POINTS_NOT_ENOUGH.',
  },
  deleted: {
    customerId: 'CUS0000126',
    idType: 'national_id',
    idNumber: '3410100456783',
    nationalId: '3410100456783',
    mobile: '0845678901',
    nameTh: 'วิชัย ลาออก',
    nameEn: 'Wichai La-ok',
    tier: 'silver',
    point: 5000,
    isdeleted: true,
    isregistered: true,
    purpose: 'Deleted account: can log in, CustomerInfo says isdeleted: true, other calls CUSTOMER_DELETED.',
  },
  unregistered: {
    customerId: 'CUS0000127',
    idType: 'national_id',
    idNumber: '5201100778895',
    nationalId: '5201100778895',
    mobile: '0856789012',
    nameTh: 'มานะ ใหม่มา',
    nameEn: 'Mana Maima',
    tier: 'classic',
    point: 1000,
    isdeleted: false,
    isregistered: false,
    purpose: 'Known ID that has not completed e-service registration: VerifyOTP gives is_registered: false; Register completes it.',
  },
  otp: DEMO_OTP,
  /** Shortcuts to the demo member (DEMO.member): the login most docs and tests use. */
  customerId: 'CUS0000123',
  nationalId: '1101700230708',
  mobile: '0812345678',
} as const satisfies Record<string, DemoIdentity | string>;

export type DemoName = 'member' | 'passport' | 'zeroPoints' | 'deleted' | 'unregistered';

/** Partner cards (citizen IDs) with a documented behaviour at every partner (mocks/README.md). */
export const PARTNER_CARDS = {
  /** The demo member's own accounts (transfer to self). Mobile 0812345678. */
  self: '1101700230708',
  /** Another person's active accounts (transfer to other). Mobile 0891112222. */
  other: '3100500123458',
  otherMobile: '0891112222',
  /** Suspended at every partner → 403 PARTNER_MEMBER_SUSPENDED. */
  suspended: '3100500999990',
  /** Partner rejects the request format → 400 INVALID_FORMAT. */
  invalidFormat: '3100500333339',
  /** Partner system unreachable → 503 SYSTEM_DISCONNECT. */
  systemDisconnect: '3100500555552',
  /** Transfer rejected → 422 REDEMPTION_MISMATCH_CONDITIONS. */
  mismatchConditions: '3100500777776',
  /** Transfer declined → 422 TRANSFER_UNSUCCESSFUL (no points deducted). */
  transferUnsuccessful: '3100500666664',
  /** MaxMe accepts (pending) but later reports failed; points come back. */
  maxmeSettlesFailed: '3100500444441',
  /** Not a member anywhere → 404 PARTNER_MEMBER_NOT_FOUND (any unknown 13 digits work). */
  notFound: '1999999999999',
  /** Mobile number on file for the trigger cards above (any other mobile → INVALID_INFORMATION). */
  triggerMobile: '0890000000',
} as const;

export type SignedHeaders = {
  Authorization: string;
  'X-Timestamp': string;
  'X-Signature': string;
};

/**
 * The headers of a signed customer call: bearer token, X-Timestamp (unix seconds of `now`,
 * default mock time) and X-Signature = hex HMAC-SHA256(key, token + timestamp).
 */
export async function signedHeaders(
  token: string,
  key: string = MOCK_SIGNING_KEY,
  now: number = clock.now(),
): Promise<SignedHeaders> {
  const timestamp = unixSeconds(now);
  return {
    Authorization: `Bearer ${token}`,
    'X-Timestamp': timestamp,
    'X-Signature': await signRequest(key, token, timestamp),
  };
}
