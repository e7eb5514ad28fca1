/**
 * Sanitising of HTML that the product renders (docs/spec.md §5: "unsafe tags, attributes and URI schemes
 * are removed, and nesting of 255 levels or more is removed").
 *
 * Built on DOMPurify with a private instance, so the hooks below never leak into (or get removed
 * by) other users of the global DOMPurify object.
 */
import DOMPurify from 'dompurify';
import type { Config, DOMPurify as Purifier, UponSanitizeAttributeHookEvent } from 'dompurify';

/** Elements at this nesting depth or deeper are removed with their subtree (top level = 1). */
export const MAX_NESTING_DEPTH = 255;

/** Tags removed on top of DOMPurify's own rules. */
const FORBIDDEN_TAGS: readonly string[] = [
  'style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed',
  'base', 'meta', 'link', 'frame', 'frameset', 'svg', 'math',
];

/**
 * URI values allowed in attributes: http(s), mailto, tel, or relative (no scheme).
 * DOMPurify tests it after removing whitespace and control characters from the value.
 */
const SAFE_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/**
 * `data:` URIs that may stay in `src` / `href` (DOMPurify lets any `data:` URI through on
 * img / audio / video / source / track, whatever ALLOWED_URI_REGEXP says).
 */
const SAFE_DATA_URI = /^data:image\/(?:png|gif|jpe?g|webp|avif|bmp)[;,]/;

/** Same characters DOMPurify strips before testing a URI value. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const URI_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

/** Attributes through which DOMPurify may accept a `data:` URI. */
const DATA_URI_ATTRIBUTES: ReadonlySet<string> = new Set(['src', 'href', 'xlink:href']);

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

const PURIFY_CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [...FORBIDDEN_TAGS],
  FORBID_ATTR: ['style'],
  ADD_ATTR: ['target'],
  ALLOWED_URI_REGEXP: SAFE_URI,
  RETURN_DOM: true,
} satisfies Config;

/** Drops `data:` URIs other than plain raster images (`uponSanitizeAttribute` hook). */
function dropUnsafeDataUri(_node: Element, event: UponSanitizeAttributeHookEvent): void {
  if (!DATA_URI_ATTRIBUTES.has(event.attrName)) return;
  const compact = event.attrValue.replace(URI_WHITESPACE, '').toLowerCase();
  if (compact.startsWith('data:') && !SAFE_DATA_URI.test(compact)) event.keepAttr = false;
}

/** True for an element node (works across realms, unlike `instanceof`). */
function isElement(node: Node): node is Element {
  return node.nodeType === 1;
}

/**
 * Keeps `target` only as `_blank` or `_self`; `_blank` always gets
 * `rel="noopener noreferrer"` (`afterSanitizeAttributes` hook).
 */
function hardenLinkTarget(node: Node): void {
  if (!isElement(node)) return;
  const target = node.getAttribute('target');
  if (target === null) return;
  const normalised = target.trim().toLowerCase();
  if (normalised === '_blank') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  } else if (normalised === '_self') {
    node.setAttribute('target', '_self');
  } else {
    node.removeAttribute('target');
  }
}

let purifier: Purifier | null = null;

/**
 * The module's DOMPurify instance, created on first use with its hooks registered exactly once.
 * `null` where there is no DOM (e.g. a Node process without jsdom).
 */
function getPurifier(): Purifier | null {
  if (purifier !== null) return purifier;
  if (typeof window === 'undefined') return null;
  const instance = DOMPurify(window);
  if (!instance.isSupported) return null;
  instance.addHook('uponSanitizeAttribute', dropUnsafeDataUri);
  instance.addHook('afterSanitizeAttributes', hardenLinkTarget);
  // Set once: `sanitize(dirty, config)` would parse the configuration again on every call (about
  // half of a call's time for a privilege's description, measured in a CPU profile).
  instance.setConfig(PURIFY_CONFIG);
  purifier = instance;
  return purifier;
}

/** True for an HTML `<template>` element, whose children live in `content`. */
function isTemplate(element: Element): element is HTMLTemplateElement {
  return element.localName === 'template' && element.namespaceURI === HTML_NAMESPACE;
}

/**
 * Removes, with their subtrees, all elements at depth {@link MAX_NESTING_DEPTH} or more below
 * `root` (its children are depth 1). Template contents count as children of the template.
 * Iterative, so very deep input cannot overflow the call stack.
 */
function removeDeepElements(root: ParentNode): void {
  const pending: Array<{ parent: ParentNode; childDepth: number }> = [{ parent: root, childDepth: 1 }];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const { parent, childDepth } = item;
    for (const child of Array.from(parent.children)) {
      if (childDepth >= MAX_NESTING_DEPTH) {
        child.remove();
        continue;
      }
      pending.push({ parent: child, childDepth: childDepth + 1 });
      if (isTemplate(child)) pending.push({ parent: child.content, childDepth: childDepth + 1 });
    }
  }
}

/** Escapes text for HTML; the no-DOM fallback, so content still shows but never as markup. */
function escapeHtml(text: string): string {
  const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
  return text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

declare const safeHtmlBrand: unique symbol;

/**
 * Sanitised HTML. Not a string: nothing can slice, replace or concatenate it after sanitising
 * (string methods on it are a type error), and only `shared/ui/light/html/SafeHtml` renders it.
 */
export interface SafeHtml {
  readonly [safeHtmlBrand]: true;
}

interface SafeMarkup {
  readonly __html: string;
}

function wrap(html: string): SafeHtml {
  return Object.freeze({ __html: html } satisfies SafeMarkup) as unknown as SafeHtml;
}

/** The prop `dangerouslySetInnerHTML` takes. For `shared/ui/light/html/SafeHtml` only (a unit test checks). */
export function safeMarkup(safe: SafeHtml): SafeMarkup {
  return safe as unknown as SafeMarkup;
}

/** True when sanitising left nothing but whitespace. */
export function isBlankHtml(safe: SafeHtml): boolean {
  return safeMarkup(safe).__html.trim() === '';
}

export interface SanitizeOptions {
  /**
   * Changes the sanitised DOM before it is serialised (e.g. renaming headings). It works on
   * elements only, never on markup text, so what it moves or renames stays sanitised.
   */
  transform?: (body: Element) => void;
}

/**
 * Sanitised HTML for `SafeHtml`: no script-capable elements, no event-handler or style
 * attributes, only http(s) / mailto / tel / relative URIs (plus raster-image `data:` URIs),
 * `_blank` links hardened, and nothing nested 255 deep. Serialising is the last step: a
 * `transform` runs on the sanitised DOM before it. Without a DOM the input is shown HTML-escaped.
 */
export function sanitizeHtml(dirty: string, options: SanitizeOptions = {}): SafeHtml {
  if (typeof dirty !== 'string' || dirty.length === 0) return wrap('');
  const instance = getPurifier();
  if (instance === null) return wrap(escapeHtml(dirty));
  // The sanitised <body>; null when the input parses to a document without one (`<frameset>`).
  // RETURN_DOM is in the instance's configuration (getPurifier), which DOMPurify's types cannot see.
  const body = instance.sanitize(dirty) as unknown as Node | null;
  if (body === null || !isElement(body)) return wrap('');
  options.transform?.(body);
  removeDeepElements(body);
  return wrap(body.innerHTML);
}
