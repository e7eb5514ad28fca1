/**
 * Who is calling: bearer token (401 UNAUTHORIZED), request signature on customer calls
 * (401 INVALID_SIGNATURE / SIGNATURE_EXPIRED), then the account gate (403 CUSTOMER_DELETED /
 * CUSTOMER_NOT_REGISTERED for deleted, unregistered and guest sessions where not allowed).
 */
import { signRequest } from '../../../src/shared/api/signature';
import { mockConfig } from '../../config';
import { clock, db } from '../../db';
import type { Customer } from '../../db/schemas';
import { raise } from './respond';
import { readToken, sameText, type TokenClaims } from './token';

/** Security of an operation, as the contract's `security` says. */
export type Security = 'public' | 'reward' | 'customer';

/** Who may pass the account gate besides a registered, active member. */
export interface Allow {
  deleted?: boolean;
  unregistered?: boolean;
  guest?: boolean;
}

export interface Session {
  token: string;
  claims: TokenClaims;
  guest: boolean;
  channel: { channel_name: string; channel_type: string };
  /** The signed-in customer; undefined for guests. */
  customer?: Customer;
}

function bearer(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  return match?.[1] ?? null;
}

/** The session of a request with a bearer token, or throws 401 UNAUTHORIZED. */
function sessionOf(request: Request): Session {
  const token = bearer(request);
  if (!token) return raise('UNAUTHORIZED');
  const claims = readToken(token);
  if (!claims) return raise('UNAUTHORIZED');
  if (claims.exp * 1000 <= clock.now()) return raise('UNAUTHORIZED');
  if (db.revokedTokens.findFirst((q) => q.where({ token }))) return raise('UNAUTHORIZED');
  const channel = { channel_name: claims.payload.channel_name, channel_type: claims.payload.channel_type };
  if (claims.payload.guest) return { token, claims, guest: true, channel };
  const customer = db.customers.findFirst((q) => q.where({ customer_id: claims.payload.sub }));
  if (!customer) return raise('UNAUTHORIZED');
  return { token, claims, guest: false, channel, customer };
}

/** Checks X-Timestamp / X-Signature of a signed call. */
async function checkSignature(request: Request, token: string): Promise<void> {
  const timestamp = request.headers.get('x-timestamp');
  const signature = request.headers.get('x-signature');
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp.trim())) raise('INVALID_SIGNATURE');
  const expected = await signRequest(mockConfig.signingKey, token, timestamp.trim());
  if (!sameText(expected, signature.trim().toLowerCase())) raise('INVALID_SIGNATURE');
  const skew = Math.abs(Number(timestamp) - Math.floor(clock.now() / 1000));
  if (skew > mockConfig.signatureToleranceSeconds) raise('SIGNATURE_EXPIRED');
}

/** The account gate of the contract's security section. */
function gate(session: Session, allow: Allow): void {
  if (session.guest) {
    if (!allow.guest) raise('CUSTOMER_NOT_REGISTERED');
    return;
  }
  const customer = session.customer!;
  if (customer.isdeleted && !allow.deleted) raise('CUSTOMER_DELETED');
  if (!customer.isregistered && !allow.unregistered) raise('CUSTOMER_NOT_REGISTERED');
}

/** Full check for an operation; public operations answer `null`. */
export async function authenticate(request: Request, security: Security, allow: Allow): Promise<Session | null> {
  if (security === 'public') return null;
  const session = sessionOf(request);
  if (security === 'customer') await checkSignature(request, session.token);
  gate(session, allow);
  return session;
}

/** The signed-in member of a session that passed the gate without `guest`. */
export function member(session: Session | null): Customer {
  if (!session?.customer) return raise('CUSTOMER_NOT_REGISTERED');
  return session.customer;
}
