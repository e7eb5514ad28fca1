/**
 * The points statement of a member (GET /api/History/Points): the earnings of the seed story
 * (monthly bill payments, games, an activity, a referral, last year's expiry) and the movements the
 * member made in the mock (redemptions, transfers, returned points), newest first. Derived, so it
 * always agrees with the redemptions and transfers kept in the db.
 */
import type { PointStatementEntry } from '../../src/generated/model';
import { dateBangkok, DAY, isoBangkok } from './clock';
import type { Customer, PartnerProgramme, PrivilegeRecord, RedemptionRecord, TransferRecord } from './schemas';

const TH_MONTHS = ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'];
const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface Entry extends Omit<PointStatementEntry, 'entry_id' | 'occurred_at'> {
  at: number;
}

function id(at: number, n: number): string {
  return `PTS${dateBangkok(at).slice(2).replace(/-/g, '')}${String(n).padStart(4, '0')}`;
}

/** The seed story of a member who pays bills: six monthly bills, two games, an activity, a referral, last year's expiry. */
function earnings(now: number): Entry[] {
  const [year, month] = dateBangkok(now).split('-').map(Number) as [number, number];
  const out: Entry[] = [];
  for (let i = 1; i <= 6; i += 1) {
    const m = (((month - 1 - i) % 12) + 12) % 12;
    const y = month - 1 - i < 0 ? year - 1 : year;
    const at = Date.parse(`${y}-${String(m + 1).padStart(2, '0')}-28T10:00:00+07:00`);
    out.push({ kind: 'earned_bill', points: 200 + 50 * (i % 3), description: { th: `ชำระค่าบริการเดือน ${TH_MONTHS[m]} ${y + 543}`, en: `Bill payment, ${EN_MONTHS[m]} ${y}` }, at });
  }
  out.push({ kind: 'earned_game', points: 50, description: { th: 'เกมหมุนวงล้อ', en: 'Lucky wheel game' }, at: now - 2 * DAY });
  out.push({ kind: 'earned_game', points: 30, description: { th: 'เกมจับคู่', en: 'Memory match game' }, at: now - 9 * DAY });
  out.push({ kind: 'earned_activity', points: 100, description: { th: 'กิจกรรมตอบแบบสอบถาม', en: 'Survey activity' }, at: now - 15 * DAY });
  out.push({ kind: 'earned_referral', points: 300, description: { th: 'ชวนเพื่อนสมัครสมาชิก', en: 'Friend referral' }, at: now - 40 * DAY });
  out.push({ kind: 'expired', points: -1200, description: { th: `คะแนนหมดอายุสิ้นปี ${year - 1 + 543}`, en: `Points expired at the end of ${year - 1}` }, at: Date.parse(`${year - 1}-12-31T23:59:00+07:00`) });
  return out;
}

export interface StatementSources {
  customer: Customer;
  redemptions: RedemptionRecord[];
  transfers: TransferRecord[];
  privilege: (id: string) => PrivilegeRecord | undefined;
  programme: (partner: TransferRecord['partner']) => PartnerProgramme | undefined;
  /** Members who registered with this member's referral code in the mock (credited then). */
  referred?: { at: number; points: number }[];
}

export function pointStatement(now: number, s: StatementSources): PointStatementEntry[] {
  const entries: Entry[] = earnings(now);
  for (const r of s.redemptions) {
    if (r.points_used <= 0) continue;
    const name = s.privilege(r.privilege_id)?.name ?? { th: r.privilege_id, en: r.privilege_id };
    entries.push({ kind: 'redeemed', points: -r.points_used, description: { th: `แลก ${name.th}`, en: `Redeemed: ${name.en}` }, at: r.redeemed_at });
  }
  for (const t of s.transfers) {
    const partner = s.programme(t.partner)?.name ?? { th: t.partner, en: t.partner };
    entries.push({ kind: 'transferred', points: -t.points, description: { th: `โอนไป ${partner.th}`, en: `Transferred to ${partner.en}` }, at: t.transferred_at });
    if (t.status === 'failed') {
      entries.push({ kind: 'returned', points: t.points, description: { th: `คืนคะแนนจาก ${partner.th}`, en: `Returned by ${partner.en}` }, at: t.settles_at ?? t.transferred_at + 1 });
    }
  }
  for (const r of s.referred ?? []) {
    entries.push({ kind: 'earned_referral', points: r.points, description: { th: 'ชวนเพื่อนสมัครสมาชิก', en: 'Friend referral' }, at: r.at });
  }
  return entries
    .filter((e) => e.at <= now)
    .sort((a, b) => b.at - a.at)
    .map((e, i, all) => ({ entry_id: id(e.at, all.length - i), kind: e.kind, points: e.points, description: e.description, occurred_at: isoBangkok(e.at) }));
}
