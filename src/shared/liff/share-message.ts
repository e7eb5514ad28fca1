/**
 * LINE MINI App custom share messages: what a member sends to friends from the app's own share
 * buttons. LINE's format: one Flex bubble (never a carousel); a title; a subtitle or details (at most
 * 10 rows); one to three buttons, the first opening the shared page by its permanent link; a footer
 * with the app's icon and name and an arrow, linking to the MINI App (`https://miniapp.line.me/{liffId}`).
 * `customShareMessage` is the one way to build such a message; `shareMessageProblems` checks one.
 */
import type { LiffShareMessage } from './liff-types';

const MAX_DETAILS = 10;
const MAX_BUTTONS = 3;
/** LINE's limits: alt text 400 characters, button label 40. */
const MAX_ALT_TEXT = 400;
const MAX_LABEL = 40;

export interface ShareCard {
  /** Notification and chat-list text. */
  altText: string;
  title: string;
  subtitle?: string;
  details?: readonly { label: string; value: string }[];
  /** Optional picture (https JPEG/PNG) and its aspect ratio, opening the first button's link. */
  image?: { url: string; aspectRatio: string };
  /** One to three; the first opens the shared page by its permanent link. */
  buttons: readonly { label: string; uri: string }[];
  /** The footer: the app's LIFF id, name and icon (https PNG). */
  app: { liffId: string; name: string; iconUrl: string; arrowUrl: string };
}

/** The MINI App's own address, which the footer opens. */
function miniAppUrl(liffId: string): string {
  return `https://miniapp.line.me/${liffId}`;
}

/** The app's pictures the share footer uses, under `origin` (its icon and the arrow). */
export function shareFooterImages(origin: string = window.location.origin): { iconUrl: string; arrowUrl: string } {
  return { iconUrl: new URL('/share/app-icon.png', origin).href, arrowUrl: new URL('/share/line-arrow.png', origin).href };
}

const uri = (link: string, label: string) => ({ type: 'uri' as const, uri: link, label: label.slice(0, MAX_LABEL) });

export function customShareMessage(card: ShareCard): LiffShareMessage {
  const [first] = card.buttons;
  const details = card.details ?? [];
  return {
    type: 'flex',
    altText: card.altText.slice(0, MAX_ALT_TEXT),
    contents: {
      type: 'bubble',
      ...(card.image
        ? { hero: { type: 'image', url: card.image.url, size: 'full', aspectRatio: card.image.aspectRatio, aspectMode: 'cover', ...(first ? { action: uri(first.uri, first.label) } : {}) } }
        : {}),
      body: {
        type: 'box',
        layout: 'vertical',
        spacing: 'md',
        contents: [
          { type: 'text', text: card.title, weight: 'bold', size: 'lg', wrap: true },
          ...(card.subtitle ? [{ type: 'text' as const, text: card.subtitle, size: 'sm', color: '#555555', wrap: true }] : []),
          ...(details.length > 0
            ? [
                {
                  type: 'box' as const,
                  layout: 'vertical' as const,
                  spacing: 'sm',
                  contents: details.map((row) => ({
                    type: 'box' as const,
                    layout: 'baseline' as const,
                    contents: [
                      { type: 'text' as const, text: row.label, size: 'sm', color: '#8c8c8c', flex: 2, wrap: true },
                      { type: 'text' as const, text: row.value, size: 'sm', flex: 3, wrap: true },
                    ],
                  })),
                },
              ]
            : []),
        ],
      },
      footer: {
        type: 'box',
        layout: 'vertical',
        spacing: 'sm',
        contents: [
          ...card.buttons.map((button, i) => ({ type: 'button' as const, style: i === 0 ? ('primary' as const) : ('secondary' as const), height: 'sm' as const, action: uri(button.uri, button.label) })),
          {
            type: 'box',
            layout: 'baseline',
            spacing: 'sm',
            margin: 'md',
            action: uri(miniAppUrl(card.app.liffId), card.app.name),
            contents: [
              { type: 'icon', url: card.app.iconUrl, size: 'sm' },
              { type: 'text', text: card.app.name, size: 'xs', color: '#8c8c8c', flex: 1 },
              { type: 'icon', url: card.app.arrowUrl, size: 'sm' },
            ],
          },
        ],
      },
    },
  };
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const children = (node: unknown): Node[] => (isNode(node) && Array.isArray(node.contents) ? node.contents.filter(isNode) : []);
const actionUri = (node: Node): string | null => (isNode(node.action) && typeof node.action.uri === 'string' ? node.action.uri : null);

/**
 * What keeps `message` from LINE's custom share format (empty when it follows it), given the app's
 * LIFF id and the permanent link the first button must open.
 */
export function shareMessageProblems(message: unknown, { liffId, link }: { liffId: string; link: string }): string[] {
  if (!isNode(message) || message.type !== 'flex') return ['not a Flex message'];
  const problems: string[] = [];
  if (typeof message.altText !== 'string' || message.altText === '' || message.altText.length > MAX_ALT_TEXT) problems.push('alt text missing or over 400 characters');
  const bubble = message.contents;
  if (!isNode(bubble) || bubble.type !== 'bubble') return [...problems, 'not one bubble (a carousel is not allowed)'];
  const [title, ...rest] = children(bubble.body);
  if (title?.type !== 'text' || typeof title.text !== 'string' || title.text.trim() === '') problems.push('no title');
  const subtitle = rest.find((node) => node.type === 'text' && typeof node.text === 'string' && node.text.trim() !== '');
  const rows = children(rest.find((node) => node.type === 'box')).length;
  if (!subtitle && rows === 0) problems.push('neither a subtitle nor details');
  if (rows > MAX_DETAILS) problems.push(`${rows} detail rows (at most ${MAX_DETAILS})`);
  const footer = children(bubble.footer);
  const buttons = footer.filter((node) => node.type === 'button');
  if (buttons.length < 1 || buttons.length > MAX_BUTTONS) problems.push(`${buttons.length} buttons (1 to ${MAX_BUTTONS})`);
  if (buttons.some((button) => !isNode(button.action) || typeof button.action.label !== 'string' || button.action.label.length > MAX_LABEL)) {
    problems.push('a button without a label of at most 40 characters');
  }
  if (buttons[0] && actionUri(buttons[0]) !== link) problems.push(`the first button does not open the permanent link ${link}`);
  const appRow = footer.at(-1);
  const [icon, name, arrow] = children(appRow);
  const isImage = (node: Node | undefined) => (node?.type === 'icon' || node?.type === 'image') && typeof node.url === 'string' && node.url.startsWith('https://');
  if (!appRow || appRow.type !== 'box' || !isImage(icon) || name?.type !== 'text' || !name.text || !isImage(arrow)) problems.push('the footer lacks the app icon, name and arrow');
  else if (actionUri(appRow) !== miniAppUrl(liffId)) problems.push(`the footer does not link to ${miniAppUrl(liffId)}`);
  return problems;
}
