import { sanitizeHtml, type SafeHtml } from '@/shared/lib/sanitize-html';

const TOP_HEADINGS = 'h1, h2, h3';

/** The first child that is not blank text: the element the document starts with, if any. */
function leadingElement(body: Element): Element | null {
  for (const node of Array.from(body.childNodes)) {
    if (node.nodeType === 3 && (node.textContent ?? '').trim() === '') continue;
    return node.nodeType === 1 ? (node as Element) : null;
  }
  return null;
}

/** Replaces `heading` with an h4 holding the same attributes and children. */
function demote(heading: Element): void {
  const h4 = heading.ownerDocument.createElement('h4');
  for (const attribute of Array.from(heading.attributes)) h4.setAttribute(attribute.name, attribute.value);
  h4.append(...Array.from(heading.childNodes));
  heading.replaceWith(h4);
}

/** On the sanitised DOM: drops a leading heading that repeats `title`, demotes h1-h3 to h4. */
function fitHeadings(body: Element, title: string): void {
  const first = leadingElement(body);
  if (first?.matches(TOP_HEADINGS) && first.children.length === 0 && (first.textContent ?? '').trim() === title) first.remove();
  for (const heading of Array.from(body.querySelectorAll(TOP_HEADINGS))) demote(heading);
}

/**
 * The document's HTML, sanitised, under the card's own heading (h3): a leading heading that
 * repeats the title is dropped and the others become h4, so the screen keeps one outline. The
 * headings are changed on the sanitised DOM, before it is serialised: nothing edits the markup text.
 */
export function documentBody(html: string, title: string): SafeHtml {
  return sanitizeHtml(html, { transform: (body) => fitHeadings(body, title) });
}
