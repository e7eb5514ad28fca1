/**
 * The e-codes kept on this device for the session (sessionStorage: gone when the tab closes and on
 * logout; kept for one member, so another sign-in in the same tab never sees them), so that at the shop counter with no signal the
 * History wallet still lists them and a code still opens with its copy button and countdown.
 * Each holds what the wallet and the code view need: the redemption, the privilege's name (and
 * picture), and the code with its expiry. Expiry is judged by the server's clock (`serverNow()`);
 * a code past it, used or expired is never kept.
 */
import type { Ecode, LocalizedText } from '@/generated/model';
import { afterNextPaint } from '@/shared/lib/after-paint';
import { readStoredJson, removeStored, writeStored } from '@/shared/lib/storage';
import { serverNow } from '@/shared/lib/server-clock';
import { decodeToken } from '@/shared/lib/token';
import { readToken } from '@/shared/session/token';

/** sessionStorage key of the kept codes (JSON: the member they belong to and the list). */
export const KEPT_ECODES_KEY = 'kept-ecodes';

/** One kept code: the shape of the wallet's `ActiveEcode`, the name and picture when known. */
export interface KeptEcode {
  redemption_id: string;
  privilege_name?: LocalizedText;
  image_url?: string;
  ecode: Ecode;
}

function isLocalized(value: unknown): value is LocalizedText {
  const text = value as LocalizedText | null;
  return typeof text === 'object' && text !== null && typeof text.th === 'string' && typeof text.en === 'string';
}

/** A stored entry that still has the shape the screens need (storage is not trusted blindly). */
function isKept(value: unknown): value is KeptEcode {
  const entry = value as KeptEcode | null;
  if (typeof entry !== 'object' || entry === null || typeof entry.redemption_id !== 'string') return false;
  const { ecode } = entry;
  return (
    typeof ecode === 'object' &&
    ecode !== null &&
    typeof ecode.code === 'string' &&
    typeof ecode.expires_at === 'string' &&
    typeof ecode.redeemed_at === 'string' &&
    (entry.privilege_name === undefined || isLocalized(entry.privilege_name))
  );
}

const live = (entry: KeptEcode, now: number) => entry.ecode.status === 'active' && Date.parse(entry.ecode.expires_at) > now;

interface Stored {
  member: string;
  codes: unknown[];
}

/** The member of the current session token (its `sub`), or null without one. */
function currentMember(): string | null {
  const decoded = decodeToken(readToken());
  return decoded.ok && typeof decoded.payload.sub === 'string' ? decoded.payload.sub : null;
}

function readAll(): KeptEcode[] {
  const stored = readStoredJson('session', KEPT_ECODES_KEY) as Stored | null;
  const member = currentMember();
  if (!stored || member === null || stored.member !== member || !Array.isArray(stored.codes)) return [];
  return stored.codes.filter(isKept);
}

function writeAll(entries: KeptEcode[]): void {
  const member = currentMember();
  if (entries.length === 0 || member === null) removeStored('session', KEPT_ECODES_KEY);
  else writeStored('session', KEPT_ECODES_KEY, JSON.stringify({ member, codes: entries } satisfies Stored));
}

/** The kept codes still valid now, soonest to expire first (expired ones are dropped). */
export function keptEcodes(now: number = serverNow()): KeptEcode[] {
  const all = readAll();
  const valid = all.filter((entry) => live(entry, now));
  if (valid.length !== all.length) writeAll(valid);
  return valid.sort((a, b) => Date.parse(a.ecode.expires_at) - Date.parse(b.ecode.expires_at));
}

/** The kept code of a redemption while it is valid, else null. */
export function keptEcode(redemptionId: string, now: number = serverNow()): KeptEcode | null {
  return keptEcodes(now).find((entry) => entry.redemption_id === redemptionId) ?? null;
}

/**
 * Keeps (or refreshes) codes as the server last showed them; a name or picture not given is kept
 * from before. A code no longer valid (used, expired, past its time) is dropped instead. `complete`:
 * the entries are every valid code of the member (the wallet's list), so the others are dropped.
 */
export function keepEcodes(entries: readonly KeptEcode[], { complete = false, now = serverNow() }: { complete?: boolean; now?: number } = {}): void {
  const wanted = new Set(entries.map((entry) => entry.redemption_id));
  const all = readAll().filter((entry) => live(entry, now) && (!complete || wanted.has(entry.redemption_id)));
  for (const entry of entries) {
    const index = all.findIndex((kept) => kept.redemption_id === entry.redemption_id);
    const before = index >= 0 ? all.splice(index, 1)[0] : undefined;
    if (!live(entry, now)) continue;
    all.push({
      redemption_id: entry.redemption_id,
      privilege_name: entry.privilege_name ?? before?.privilege_name,
      image_url: entry.image_url ?? before?.image_url,
      ecode: entry.ecode,
    });
  }
  writeAll(all);
}

/**
 * `keepEcodes` once the screen showing the codes has painted: how screens keep what they show. Their
 * effects run before the browser paints when the render came from an answer (react-query's updates are
 * synchronous ones), and reading, checking and writing the stored list there delayed the code on
 * screen (confirm → e-code about 40 ms at the low-tier CPU, docs/performance.md §3.1).
 */
export function keepEcodesAfterPaint(entries: readonly KeptEcode[], options?: { complete?: boolean }): void {
  void afterNextPaint().then(() => keepEcodes(entries, options));
}

/** Forgets every kept code. */
export function forgetKeptEcodes(): void {
  removeStored('session', KEPT_ECODES_KEY);
}
