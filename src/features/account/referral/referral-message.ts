/**
 * The LINE message a member shares with friends: one Flex bubble with a picture, an invitation
 * naming the code, and a button to the referral link (LINE's share target picker, docs/spec.md §5: 1 to 5
 * message objects, each with a type).
 */
import type { LiffShareMessage } from '@/shared/liff/liff-types';

/** The share card's picture (https JPEG/PNG, 20:13): build config PUBLIC_REFERRAL_IMAGE_URL, else the app's own. */
export function referralImageUrl(origin: string = window.location.origin): string {
  return import.meta.env.PUBLIC_REFERRAL_IMAGE_URL || new URL('/share/referral-hero.png', origin).href;
}

export interface ReferralMessageText {
  /** Notification / chat-list text (LINE's limit 400). */
  altText: string;
  title: string;
  body: string;
  /** The button's label (LINE's limit 40; keep it short). */
  button: string;
}

/** One Flex bubble: hero picture and button both open `url`; the code stands on its own line. */
export function referralMessages(code: string, url: string, text: ReferralMessageText, imageUrl = referralImageUrl()): LiffShareMessage[] {
  const open = { type: 'uri' as const, label: text.button.slice(0, 40), uri: url };
  return [
    {
      type: 'flex',
      altText: text.altText.slice(0, 400),
      contents: {
        type: 'bubble',
        hero: { type: 'image', url: imageUrl, size: 'full', aspectRatio: '20:13', aspectMode: 'cover', action: open },
        body: {
          type: 'box',
          layout: 'vertical',
          spacing: 'md',
          contents: [
            { type: 'text', text: text.title, weight: 'bold', size: 'lg', wrap: true },
            { type: 'text', text: text.body, size: 'sm', wrap: true },
            { type: 'text', text: code, weight: 'bold', size: 'xxl', align: 'center' },
          ],
        },
        footer: { type: 'box', layout: 'vertical', contents: [{ type: 'button', style: 'primary', action: open }] },
      },
    },
  ];
}
