/** The seed is a believable programme: enough privileges of every kind, safe HTML, local images, valid demo IDs. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSeed } from '../../mocks/db/seed';
import { DEMO, PARTNER_CARDS } from '../../mocks/identities';
import { isValidThaiNationalId } from '../../src/shared/lib/thai-id';

const seed = buildSeed();
const listed = seed.privileges.filter((p) => !p.broken);
const publicFile = (url: string) => fileURLToPath(new URL(`../../mocks/public${url}`, import.meta.url));

it('has at least 40 privileges of every type, lucky draws, free, out-of-stock and low-stock ones', () => {
  expect(listed.length).toBeGreaterThanOrEqual(40);
  for (const type of ['ecode', 'delivery', 'subscription'] as const) expect(listed.filter((p) => p.type === type && !p.is_lucky_draw).length).toBeGreaterThanOrEqual(5);
  expect(listed.filter((p) => p.is_lucky_draw).length).toBeGreaterThanOrEqual(3);
  expect(listed.filter((p) => p.points_cost === 0).length).toBeGreaterThanOrEqual(2);
  expect(listed.filter((p) => p.remaining_stock === 0)).toHaveLength(1);
  expect(listed.filter((p) => p.remaining_stock > 0 && p.remaining_stock <= 10).length).toBeGreaterThanOrEqual(3);
  expect(new Set(listed.map((p) => p.category_id)).size).toBeGreaterThanOrEqual(6);
  expect(listed.every((p) => p.thai_id_only)).toBe(true);
  expect(new Set(seed.privileges.map((p) => p.privilege_id)).size).toBe(seed.privileges.length);
});

it('uses simple safe HTML only', () => {
  const html = [
    ...seed.privileges.flatMap((p) => [p.description_html.th, p.description_html.en, p.terms_html.th, p.terms_html.en]),
    ...seed.activities.flatMap((a) => [a.body_html.th, a.body_html.en]),
    ...seed.documents.flatMap((d) => [d.html.th, d.html.en]),
  ];
  for (const text of html) {
    const tags = [...text.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)];
    for (const [, tag, attrs] of tags) {
      expect(['p', 'strong', 'ul', 'ol', 'li', 'h1', 'h2', 'br', 'em']).toContain(tag!.toLowerCase());
      expect(attrs!.trim()).toBe('');
    }
  }
});

it('points every image at a local file', () => {
  const urls = [...seed.privileges.map((p) => p.image_url), ...seed.categories.map((c) => c.icon), ...seed.activities.map((a) => a.image_url)];
  for (const url of new Set(urls)) {
    expect(url.startsWith('/images/')).toBe(true);
    expect(existsSync(publicFile(url)), url).toBe(true);
  }
});

it('has demo identities with valid Thai IDs and balanced point buckets', () => {
  for (const name of ['member', 'zeroPoints', 'deleted', 'unregistered'] as const) expect(isValidThaiNationalId(DEMO[name].idNumber)).toBe(true);
  for (const card of [PARTNER_CARDS.other, PARTNER_CARDS.suspended, PARTNER_CARDS.mismatchConditions, PARTNER_CARDS.transferUnsuccessful]) {
    expect(card).toMatch(/^\d{13}$/);
  }
  for (const c of seed.customers) expect(c.expiring.reduce((s, b) => s + b.point, 0)).toBe(c.point);
  const member = seed.customers.find((c) => c.customer_id === DEMO.member.customerId)!;
  expect(member).toMatchObject({ point: 250000, tier: 'gold', id_number: '1101700230708', mobile_no: '0812345678' });
  expect(seed.addresses.filter((a) => a.customer_id === member.customer_id && a.isdefault)).toHaveLength(1);
});
