/**
 * Publishing a new terms (consent) or PDPA version, so the consent flow can be shown and tested:
 * `db.settings` gets the new current version(s), and the `terms` / `privacy` documents get the same
 * version, a new `updated_at` (mock time) and a visible "Revised version x.y" line. Members keep
 * their accepted versions, so the app asks them again. `resetDb()` restores the seed.
 *
 * Used by `POST /__mock/consent` (standalone server), the MOCK dev panel and component tests.
 */
import { clock } from './clock';
import { db, runExclusive } from './index';

type PublishTarget = 'consent' | 'pdpa' | 'both';

/** Explicit versions, or `bump` = the next minor version of the terms, the PDPA notice or both. */
export type PublishRequest = { consent_version?: string; pdpa_version?: string } | { bump: PublishTarget };

export interface PublishedVersions {
  current_consent_version: string;
  current_pdpa_version: string;
}

const MAX_VERSION = 20;

/** `3.1` → `3.2`, `3.9` → `3.10`, `2` → `2.1`; anything else gets `.1` appended. */
export function nextVersion(version: string): string {
  const match = /^(.*\.)(\d+)$/.exec(version);
  if (match) return `${match[1]}${Number(match[2]) + 1}`;
  return `${version}.1`;
}

function isVersion(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0 && value.length <= MAX_VERSION;
}

/** Checks a control-route body; answers the request or the reason it was refused. */
export function parsePublishRequest(body: unknown): PublishRequest | { error: string } {
  const usage = "expected {consent_version?, pdpa_version?} (1-20 characters) or {bump: 'consent' | 'pdpa' | 'both'}";
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { error: usage };
  const record = body as Record<string, unknown>;
  if ('bump' in record) {
    return record.bump === 'consent' || record.bump === 'pdpa' || record.bump === 'both' ? { bump: record.bump } : { error: usage };
  }
  const { consent_version, pdpa_version } = record;
  if (consent_version === undefined && pdpa_version === undefined) return { error: usage };
  if (consent_version !== undefined && !isVersion(consent_version)) return { error: usage };
  if (pdpa_version !== undefined && !isVersion(pdpa_version)) return { error: usage };
  return { consent_version: consent_version as string | undefined, pdpa_version: pdpa_version as string | undefined };
}

/** The "Revised version" line added under each document's heading (replacing an earlier one). */
const REVISION_LINES = {
  terms: (v: string) => ({
    th: `<p data-revision="${v}"><strong>ฉบับปรับปรุง ${v}</strong> เพิ่มเงื่อนไขการโอนคะแนนไปยังโครงการพันธมิตร</p>`,
    en: `<p data-revision="${v}"><strong>Revised version ${v}</strong> Adds the terms for transferring points to partner programmes.</p>`,
  }),
  privacy: (v: string) => ({
    th: `<p data-revision="${v}"><strong>ฉบับปรับปรุง ${v}</strong> ปรับปรุงรายละเอียดระยะเวลาการเก็บรักษาข้อมูลส่วนบุคคล</p>`,
    en: `<p data-revision="${v}"><strong>Revised version ${v}</strong> Updates how long personal data is kept.</p>`,
  }),
};

const EARLIER_REVISION = /<p data-revision="[^"]*">.*?<\/p>/g;

function withRevision(html: string, line: string): string {
  const clean = html.replace(EARLIER_REVISION, '');
  const heading = clean.indexOf('</h1>');
  return heading < 0 ? `${line}${clean}` : `${clean.slice(0, heading + 5)}${line}${clean.slice(heading + 5)}`;
}

async function reviseDocument(kind: 'terms' | 'privacy', version: string): Promise<void> {
  const line = REVISION_LINES[kind](version);
  const now = clock.now();
  await db.documents.update((q) => q.where({ kind }), {
    data(d) {
      d.version = version;
      d.updated_at = now;
      d.html = { th: withRevision(d.html.th, line.th), en: withRevision(d.html.en, line.en) };
    },
  });
}

/** Publishes the new version(s); resolves with the current versions afterwards. */
export function publishConsentVersions(request: PublishRequest): Promise<PublishedVersions> {
  return runExclusive(async () => {
    const settings = db.settings.findFirst();
    if (!settings) throw new Error('publishConsentVersions: no settings record');
    const bump = 'bump' in request ? request.bump : null;
    const consent = bump === 'consent' || bump === 'both' ? nextVersion(settings.current_consent_version) : 'bump' in request ? undefined : request.consent_version;
    const pdpa = bump === 'pdpa' || bump === 'both' ? nextVersion(settings.current_pdpa_version) : 'bump' in request ? undefined : request.pdpa_version;
    const next: PublishedVersions = {
      current_consent_version: consent ?? settings.current_consent_version,
      current_pdpa_version: pdpa ?? settings.current_pdpa_version,
    };
    await db.settings.update((q) => q.where({ current_consent_version: settings.current_consent_version }), {
      data(s) {
        s.current_consent_version = next.current_consent_version;
        s.current_pdpa_version = next.current_pdpa_version;
      },
    });
    if (consent !== undefined) await reviseDocument('terms', consent);
    if (pdpa !== undefined) await reviseDocument('privacy', pdpa);
    return next;
  });
}
