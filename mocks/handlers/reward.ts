/**
 * reward: partner look-ups and point transfers (Blue Plus 5:1, Max Me 4:1, PointX 2:1; 100 to
 * 10,000 points, PointX up to 20,000). Bearer token only. Every partner error message has a
 * documented trigger card (mocks/identities.ts PARTNER_CARDS, mocks/SCENARIOS.md). Max Me
 * answers `pending` and settles 5 s of mock time later (MaxmeCheckStatus). PointX
 * (`allows_other: false`) tops up the member's own account only: another citizen ID → 400
 * INVALID_INFORMATION, before the partner is asked.
 */
import type { PartnerTransferRequest, PartnerTransferResult, PointXQuote, PointXRequest } from '../../src/generated/model';
import { clock, db } from '../db';
import { maxmeRef } from '../db/ids';
import type { Customer, PartnerMemberRecord, PartnerProgramme } from '../db/schemas';
import { partnerMemberView, partnerProgrammeView, transferView } from '../db/views';
import { nextDailyId } from './redemption';
import { member } from './support/auth';
import { idempotencyKey, once } from './support/idempotency';
import { debit } from './support/points';
import { ok, raise } from './support/respond';
import { route } from './support/route';
import { MAXME_SETTLE_MS, settleDue } from './support/settlement';

type Partner = PartnerProgramme['partner'];

function programme(partner: Partner): PartnerProgramme {
  const p = db.partnerProgrammes.findFirst((q) => q.where({ partner }));
  if (!p) throw new Error(`partner programme ${partner} missing from the seed`);
  return p;
}

/**
 * The partner's answer for a citizen ID (and mobile number when given): unknown → 404
 * PARTNER_MEMBER_NOT_FOUND; trigger cards → INVALID_FORMAT / SYSTEM_DISCONNECT; mobile not on
 * file → INVALID_INFORMATION; suspended → 403 PARTNER_MEMBER_SUSPENDED.
 */
function lookUp(partner: Partner, citizenId: string, mobile?: string): PartnerMemberRecord {
  const m = db.partnerMembers.findFirst((q) => q.where({ partner, citizen_id: citizenId }));
  if (!m) raise('PARTNER_MEMBER_NOT_FOUND');
  if (m.behaviour === 'invalid_format') raise('INVALID_FORMAT');
  if (m.behaviour === 'system_disconnect') raise('SYSTEM_DISCONNECT');
  if (mobile !== undefined && m.mobile_no !== mobile) raise('INVALID_INFORMATION');
  if (m.status === 'suspended') raise('PARTNER_MEMBER_SUSPENDED');
  return m;
}

/** `points` must be a multiple of the rate within min..max (422 INVALID_TRANSFER_RATE), and affordable. */
function checkAmount(p: PartnerProgramme, points: number, customer: Customer): number {
  if (points % p.rate_points !== 0 || points < p.min_points || points > p.max_points) raise('INVALID_TRANSFER_RATE', { points: 'INVALID_TRANSFER_RATE' });
  if (points > customer.point) raise('POINTS_NOT_ENOUGH', { points: 'POINTS_NOT_ENOUGH' });
  return (points / p.rate_points) * p.rate_partner_points;
}

/** The partner's own refusals after the amount passed. */
function partnerAccepts(m: PartnerMemberRecord): void {
  if (m.behaviour === 'mismatch_conditions') raise('REDEMPTION_MISMATCH_CONDITIONS');
  if (m.behaviour === 'transfer_unsuccessful') raise('TRANSFER_UNSUCCESSFUL');
}

interface TransferInput {
  card: string;
  mobile: string;
  recipientType: 'self' | 'other';
  points: number;
}

function transferInput(body: PartnerTransferRequest): TransferInput {
  return { card: body.partner_card, mobile: body.mobile_no, recipientType: body.recipient_type, points: body.points };
}

async function makeTransfer(customer: Customer, partner: Partner, input: TransferInput): Promise<PartnerTransferResult> {
  if (customer.id_type !== 'national_id') raise('THAI_ID_REQUIRED');
  if (input.recipientType === 'self' && input.card !== customer.id_number) raise('INVALID_INFORMATION');
  const recipient = lookUp(partner, input.card, input.mobile);
  const p = programme(partner);
  const partnerPoints = checkAmount(p, input.points, customer);
  partnerAccepts(recipient);
  const now = clock.now();
  await debit(customer, input.points);
  const transferId = nextDailyId('TRF', now, db.transfers.all().map((t) => t.transfer_id));
  const pending = partner === 'maxme';
  if (!pending) {
    await db.partnerMembers.update((q) => q.where({ partner, citizen_id: recipient.citizen_id }), {
      data(m) {
        m.balance += partnerPoints;
      },
    });
  }
  const record = await db.transfers.create({
    transfer_id: transferId,
    customer_id: customer.customer_id,
    partner,
    status: pending ? 'pending' : 'success',
    points: input.points,
    partner_points: partnerPoints,
    recipient_member_no: recipient.member_no,
    recipient_name: recipient.name,
    recipient_citizen_id: recipient.citizen_id,
    transferred_at: now,
    ...(pending
      ? {
          maxme_trans_ref: maxmeRef(now, Number(transferId.slice(-4))),
          settles_at: now + MAXME_SETTLE_MS,
          settles_as: recipient.behaviour === 'settle_failed' ? ('failed' as const) : ('success' as const),
        }
      : {}),
  });
  const after = db.customers.findFirst((q) => q.where({ customer_id: customer.customer_id }));
  return { ...transferView(record), balance_after: after?.point ?? customer.point - input.points };
}

function pointXInput(body: PointXRequest): { citizen: string; mobile: string; points: number } {
  return { citizen: body.citizen_id, mobile: body.mobile_no, points: body.points };
}

const REWARD = { security: 'reward' } as const;

export const rewardHandlers = [
  route('GET', '/api/Reward/Partners', 'getPartners', REWARD, ({ session }) => {
    member(session);
    return ok(db.partnerProgrammes.all().map(partnerProgrammeView));
  }),

  route('GET', '/api/Reward/BlueplusMember', 'getBlueplusMember', REWARD, ({ query, session }) => {
    const customer = member(session);
    const { citizen_id: citizen, mobile_no: mobile, type_member: type } = query;
    if (type === 'self' && citizen !== customer.id_number) raise('INVALID_INFORMATION');
    return ok(partnerMemberView(lookUp('blueplus', citizen, mobile), programme('blueplus')));
  }),

  route('POST', '/api/Reward/BlueplusTransferPoint', 'blueplusTransferPoint', REWARD, async ({ request, body, session }) => {
    const customer = member(session);
    const key = idempotencyKey(request);
    const input = transferInput(body);
    return once(customer.customer_id, key, 'blueplusTransferPoint', body, async () => ok(await makeTransfer(customer, 'blueplus', input)));
  }),

  route('GET', '/api/Reward/MaxmeMember', 'getMaxmeMember', REWARD, ({ query, session }) => {
    const customer = member(session);
    // mobile_no and recipient_type are optional (older clients send the citizen ID only).
    const { citizen_id: citizen, mobile_no: mobile, recipient_type: type } = query;
    if (type === 'self' && citizen !== customer.id_number) raise('INVALID_INFORMATION');
    return ok(partnerMemberView(lookUp('maxme', citizen, mobile), programme('maxme')));
  }),

  route('POST', '/api/Reward/MaxmeTransferPoint', 'maxmeTransferPoint', REWARD, async ({ request, body, session }) => {
    const customer = member(session);
    const key = idempotencyKey(request);
    const input = transferInput(body);
    return once(customer.customer_id, key, 'maxmeTransferPoint', body, async () => ok(await makeTransfer(customer, 'maxme', input)));
  }),

  // The contract documents no 403 here: any valid session may ask; only its own transfers are found.
  route('GET', '/api/Reward/MaxmeCheckStatus', 'maxmeCheckStatus', { security: 'reward', allow: { deleted: true, unregistered: true } }, async ({ query, session }) => {
    const ref = query.maxme_trans_ref;
    const customer = session?.customer;
    if (!customer) raise('NOT_FOUND');
    await settleDue(customer.customer_id);
    const t = db.transfers.findFirst((q) => q.where({ customer_id: customer.customer_id, maxme_trans_ref: ref }));
    if (!t) raise('NOT_FOUND');
    return ok(transferView(t));
  }),

  route('POST', '/api/Reward/PointXInquiry', 'pointXInquiry', REWARD, async ({ body, session }) => {
    const customer = member(session);
    const input = pointXInput(body);
    // PointX does not allow others (allows_other: false): the member's own account only.
    if (input.citizen !== customer.id_number) raise('INVALID_INFORMATION');
    const account = lookUp('pointx', input.citizen, input.mobile);
    const p = programme('pointx');
    const partnerPoints = checkAmount(p, input.points, customer);
    partnerAccepts(account);
    const quote: PointXQuote = {
      partner_points: partnerPoints,
      rate: { points: p.rate_points, partner_points: p.rate_partner_points },
      partner_member: partnerMemberView(account, p),
    };
    return ok(quote);
  }),

  route('POST', '/api/Reward/PointXTopUp', 'pointXTopUp', REWARD, async ({ request, body, session }) => {
    const customer = member(session);
    const key = idempotencyKey(request);
    const input = pointXInput(body);
    // The member's own account only (allows_other: false): as `self`, makeTransfer refuses another
    // citizen ID with INVALID_INFORMATION (after THAI_ID_REQUIRED, before any point moves).
    return once(customer.customer_id, key, 'pointXTopUp', body, async () =>
      ok(await makeTransfer(customer, 'pointx', { card: input.citizen, mobile: input.mobile, recipientType: 'self', points: input.points })),
    );
  }),
];
