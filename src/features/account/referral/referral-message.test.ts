/** The friend-referral LINE message: one Flex bubble within the platform rule, picture and button opening the link. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { referralImageUrl, referralMessages } from '@/features/account/referral/referral-message';
import { assertShareMessages } from '@/shared/liff/liff-share';

const LINK = 'https://liff.line.me/2000000000-AbCdEfGh/auth/login?ref=SOMCHAI88';
const TEXT = { altText: 'เพื่อนชวนคุณสมัครสมาชิก รหัสแนะนำ SOMCHAI88', title: 'มาเป็นสมาชิกด้วยกันนะ', body: 'สมัครด้วยรหัส SOMCHAI88', button: 'สมัครเลย' };

afterEach(() => vi.unstubAllEnvs());

describe('referral message', () => {
  it('is one Flex bubble that passes the 1-5 message-objects rule', () => {
    const messages = referralMessages('SOMCHAI88', LINK, TEXT, 'https://app.example/share/referral-hero.png');
    expect(() => assertShareMessages(messages)).not.toThrow();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      type: 'flex',
      altText: TEXT.altText,
      contents: {
        type: 'bubble',
        hero: { type: 'image', url: 'https://app.example/share/referral-hero.png', aspectRatio: '20:13', action: { type: 'uri', uri: LINK } },
        body: { contents: [{ text: TEXT.title }, { text: TEXT.body }, { text: 'SOMCHAI88' }] },
        footer: { contents: [{ type: 'button', action: { type: 'uri', label: 'สมัครเลย', uri: LINK } }] },
      },
    });
  });

  it('keeps LINE’s limits on the button label (40) and alt text (400)', () => {
    const [message] = referralMessages('SOMCHAI88', LINK, { ...TEXT, button: 'x'.repeat(60), altText: 'y'.repeat(500) }, 'https://a.example/h.png');
    const json = message as unknown as { altText: string; contents: { footer: { contents: [{ action: { label: string } }] } } };
    expect(json.altText).toHaveLength(400);
    expect(json.contents.footer.contents[0].action.label).toHaveLength(40);
  });

  it('the picture is the build-config URL when set, else the app’s own', () => {
    expect(referralImageUrl('https://app.example')).toBe('https://app.example/share/referral-hero.png');
    vi.stubEnv('PUBLIC_REFERRAL_IMAGE_URL', 'https://cdn.example/referral.jpg');
    expect(referralImageUrl('https://app.example')).toBe('https://cdn.example/referral.jpg');
  });
});
