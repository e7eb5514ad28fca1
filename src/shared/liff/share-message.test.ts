/** LINE's custom share format: the builder follows it, and the check names each way a message breaks it. */
import { describe, expect, it } from 'vitest';
import { customShareMessage, shareMessageProblems, type ShareCard } from '@/shared/liff/share-message';

const LIFF_ID = '2000000000-AbCdEfGh';
const LINK = `https://miniapp.line.me/${LIFF_ID}/privilege/privilege-detail?privilege_id=PRV001`;
const CARD: ShareCard = {
  altText: 'A privilege for you',
  title: 'Coffee voucher',
  subtitle: '120 points',
  details: [{ label: 'Redeem by', value: '31 Dec 2026' }],
  buttons: [{ label: 'View privilege', uri: LINK }],
  app: { liffId: LIFF_ID, name: 'Member Privileges', iconUrl: 'https://app.example/share/app-icon.png', arrowUrl: 'https://app.example/share/line-arrow.png' },
};
const check = (message: unknown) => shareMessageProblems(message, { liffId: LIFF_ID, link: LINK });
/** A built message as plain JSON, to break one part of. */
const json = (card: ShareCard = CARD) => JSON.parse(JSON.stringify(customShareMessage(card))) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('custom share message', () => {
  it('one bubble: title, subtitle and details, buttons, footer with icon, name and arrow linking to the MINI App', () => {
    const message = json();
    expect(check(message)).toEqual([]);
    expect(message.contents.type).toBe('bubble');
    const appRow = message.contents.footer.contents.at(-1);
    expect(appRow.action.uri).toBe(`https://miniapp.line.me/${LIFF_ID}`);
    expect(appRow.contents.map((node: { type: string }) => node.type)).toEqual(['icon', 'text', 'icon']);
    expect(appRow.contents[1].text).toBe('Member Privileges');
  });

  it('a subtitle alone, or details alone, is enough', () => {
    expect(check(json({ ...CARD, details: [] }))).toEqual([]);
    expect(check(json({ ...CARD, subtitle: undefined }))).toEqual([]);
  });

  it('names each break of the format', () => {
    const carousel = { ...json(), contents: { type: 'carousel', contents: [json().contents] } };
    expect(check(carousel)).toEqual(['not one bubble (a carousel is not allowed)']);
    expect(check({ type: 'text', text: 'hi' })).toEqual(['not a Flex message']);

    const untitled = json();
    untitled.contents.body.contents[0].text = ' ';
    expect(check(untitled)).toEqual(['no title']);

    expect(check(json({ ...CARD, subtitle: undefined, details: [] }))).toEqual(['neither a subtitle nor details']);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ label: `Row ${i}`, value: 'x' }));
    expect(check(json({ ...CARD, details: eleven }))).toEqual(['11 detail rows (at most 10)']);

    expect(check(json({ ...CARD, buttons: [] }))).toEqual(['0 buttons (1 to 3)']);
    const four = Array.from({ length: 4 }, () => ({ label: 'Go', uri: LINK }));
    expect(check(json({ ...CARD, buttons: four }))).toEqual(['4 buttons (1 to 3)']);
    expect(check(json({ ...CARD, buttons: [{ label: 'Go', uri: 'https://app.example/privilege/privilege-detail?privilege_id=PRV001' }] }))).toEqual([
      `the first button does not open the permanent link ${LINK}`,
    ]);

    const noArrow = json();
    noArrow.contents.footer.contents.at(-1).contents.pop();
    expect(check(noArrow)).toEqual(['the footer lacks the app icon, name and arrow']);
    expect(check(json({ ...CARD, app: { ...CARD.app, liffId: 'other-id' } }))).toEqual([`the footer does not link to https://miniapp.line.me/${LIFF_ID}`]);
    expect(check({ ...json(), altText: '' })).toEqual(['alt text missing or over 400 characters']);
  });
});
