/**
 * The document's HTML under the card's own heading (h3): a leading heading that repeats the title
 * is dropped and the others become h4, so the screen keeps one outline.
 */
export function documentBody(html: string, title: string): string {
  return html
    .replace(/^\s*<h[1-3][^>]*>([^<]*)<\/h[1-3]>/i, (heading: string, text: string) => (text.trim() === title ? '' : heading))
    .replace(/<(\/?)h[1-3](?=[\s>])/gi, '<$1h4');
}
