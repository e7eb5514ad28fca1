/** A privilege shared with LINE friends: LINE's custom share format, opening the privilege by its permanent link. */
import type { PrivilegeSummary } from '@/generated/model';
import { customShareMessage, shareFooterImages } from '@/shared/liff/share-message';
import type { LiffShareMessage } from '@/shared/liff/liff-types';
import { paths } from '@/shared/routing/paths';

/** The privilege's detail page (path and query), whose permanent link the message carries. */
export function privilegePagePath(privilegeId: string): string {
  return `${paths.privilegeDetail}?privilege_id=${encodeURIComponent(privilegeId)}`;
}

interface PrivilegeShareText {
  altText: string;
  subtitle: string;
  pointsLabel: string;
  points: string;
  validUntilLabel: string;
  validUntil: string;
  button: string;
  appName: string;
}

/** One bubble: the privilege's picture, name, partner, cost and last day; its button opens `link`. */
export function privilegeShareMessage(
  privilege: Pick<PrivilegeSummary, 'image_url'> & { name: string },
  link: string,
  liffId: string,
  text: PrivilegeShareText,
  origin: string = window.location.origin,
): LiffShareMessage {
  return customShareMessage({
    altText: text.altText,
    title: privilege.name,
    subtitle: text.subtitle,
    details: [
      { label: text.pointsLabel, value: text.points },
      { label: text.validUntilLabel, value: text.validUntil },
    ],
    image: { url: new URL(privilege.image_url, origin).href, aspectRatio: '16:10' },
    buttons: [{ label: text.button, uri: link }],
    app: { liffId, name: text.appName, ...shareFooterImages(origin) },
  });
}
