/**
 * The LINE message a member shares with friends: LINE's custom share format (shared/liff/share-message.ts)
 * with a picture, the invitation, the code as a detail row, and a button opening the referral link
 * by its permanent link.
 */
import { customShareMessage, shareFooterImages } from '@/shared/liff/share-message';
import type { LiffShareMessage } from '@/shared/liff/liff-types';

/** The share card's picture (https JPEG/PNG, 20:13): build config PUBLIC_REFERRAL_IMAGE_URL, else the app's own. */
export function referralImageUrl(origin: string = window.location.origin): string {
  return import.meta.env.PUBLIC_REFERRAL_IMAGE_URL || new URL('/share/referral-hero.png', origin).href;
}

/**
 * The app's page a referral link opens (path, query and hash): a LIFF URL's part after the LIFF id,
 * or the address's own path.
 */
export function referralPagePath(referralUrl: string): string {
  const url = new URL(referralUrl);
  const path = /(^|\.)line\.me$/.test(url.hostname) ? url.pathname.replace(/^\/[^/]+/, '') || '/' : url.pathname;
  return `${path}${url.search}${url.hash}`;
}

export interface ReferralMessageText {
  /** Notification / chat-list text (LINE's limit 400). */
  altText: string;
  title: string;
  body: string;
  codeLabel: string;
  /** The button's label (LINE's limit 40; keep it short). */
  button: string;
  /** The app's name, in the footer. */
  appName: string;
}

/** One custom share bubble; its picture and button open `link`, the referral page's permanent link. Pictures under `origin`. */
export function referralMessages(code: string, link: string, liffId: string, text: ReferralMessageText, origin: string = window.location.origin): LiffShareMessage[] {
  return [
    customShareMessage({
      altText: text.altText,
      title: text.title,
      subtitle: text.body,
      details: [{ label: text.codeLabel, value: code }],
      image: { url: referralImageUrl(origin), aspectRatio: '20:13' },
      buttons: [{ label: text.button, uri: link }],
      app: { liffId, name: text.appName, ...shareFooterImages(origin) },
    }),
  ];
}
