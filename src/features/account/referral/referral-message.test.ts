/** The friend-referral LINE message: LINE's custom share format, its button opening the permanent link. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { referralImageUrl, referralMessages, referralPagePath } from '@/features/account/referral/referral-message';
import { assertShareMessages } from '@/shared/liff/liff-share';
import { shareMessageProblems } from '@/shared/liff/share-message';

const LIFF_ID = '2000000000-AbCdEfGh';
const LINK = `https://miniapp.line.me/${LIFF_ID}/auth/login?ref=SOMCHAI88`;
const TEXT = {
  altText: 'เพื่อนชวนคุณสมัครสมาชิก รหัสแนะนำ SOMCHAI88',
  title: 'มาเป็นสมาชิกด้วยกันนะ',
  body: 'สมัครด้วยรหัส SOMCHAI88',
  codeLabel: 'รหัสแนะนำ',
  button: 'สมัครเลย',
  appName: 'สิทธิพิเศษสมาชิก',
};

afterEach(() => vi.unstubAllEnvs());

describe('referral message', () => {
  it('is one custom share bubble within the platform rule, opening the permanent link', () => {
    const messages = referralMessages('SOMCHAI88', LINK, LIFF_ID, TEXT, 'https://app.example');
    expect(() => assertShareMessages(messages)).not.toThrow();
    expect(messages).toHaveLength(1);
    expect(shareMessageProblems(messages[0], { liffId: LIFF_ID, link: LINK })).toEqual([]);
    expect(messages[0]).toMatchObject({
      type: 'flex',
      altText: TEXT.altText,
      contents: {
        type: 'bubble',
        hero: { type: 'image', url: 'https://app.example/share/referral-hero.png', aspectRatio: '20:13', action: { type: 'uri', uri: LINK } },
        body: { contents: [{ text: TEXT.title }, { text: TEXT.body }, { contents: [{ contents: [{ text: 'รหัสแนะนำ' }, { text: 'SOMCHAI88' }] }] }] },
        footer: { contents: [{ type: 'button', action: { type: 'uri', label: 'สมัครเลย', uri: LINK } }, { action: { uri: `https://miniapp.line.me/${LIFF_ID}` } }] },
      },
    });
  });

  it('keeps LINE’s limits on the button label (40) and alt text (400)', () => {
    const [message] = referralMessages('SOMCHAI88', LINK, LIFF_ID, { ...TEXT, button: 'x'.repeat(60), altText: 'y'.repeat(500) }, 'https://a.example');
    const json = message as unknown as { altText: string; contents: { footer: { contents: [{ action: { label: string } }] } } };
    expect(json.altText).toHaveLength(400);
    expect(json.contents.footer.contents[0].action.label).toHaveLength(40);
  });

  it('the picture is the build-config URL when set, else the app’s own', () => {
    expect(referralImageUrl('https://app.example')).toBe('https://app.example/share/referral-hero.png');
    vi.stubEnv('PUBLIC_REFERRAL_IMAGE_URL', 'https://cdn.example/referral.jpg');
    expect(referralImageUrl('https://app.example')).toBe('https://cdn.example/referral.jpg');
  });

  it('the referral page is the LIFF URL’s part after the LIFF id, or the address’s own path', () => {
    expect(referralPagePath(`https://liff.line.me/${LIFF_ID}/auth/login?ref=SOMCHAI88#x`)).toBe('/auth/login?ref=SOMCHAI88#x');
    expect(referralPagePath(`https://miniapp.line.me/${LIFF_ID}?ref=A`)).toBe('/?ref=A');
    expect(referralPagePath('https://app.example/auth/login?ref=A')).toBe('/auth/login?ref=A');
  });
});
