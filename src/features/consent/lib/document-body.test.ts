// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { documentBody } from '@/features/consent/lib/document-body';
import { safeMarkup } from '@/shared/lib/sanitize-html';

/** The markup the consent screen renders for a document. */
const rendered = (html: string, title: string): string => safeMarkup(documentBody(html, title)).__html;

/** Every element the rendered markup parses into, as a browser would build it. */
function parsedTags(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return Array.from(template.content.querySelectorAll('*'), (element) => element.localName);
}

describe('consent document body', () => {
  it('drops a leading heading that repeats the title and turns other headings into h4', () => {
    const html = '<h1>Terms and conditions</h1><p data-revision="3.2"><strong>Revised version 3.2</strong></p><h2 class="x">Points</h2><p>Text</p>';
    expect(rendered(html, 'Terms and conditions')).toBe('<p data-revision="3.2"><strong>Revised version 3.2</strong></p><h4 class="x">Points</h4><p>Text</p>');
  });

  it('keeps a leading heading with other text (as h4) and leaves h4-h6 and look-alike tags alone', () => {
    expect(rendered('<h1>Privacy</h1><h5>Note</h5><header>x</header>', 'Privacy policy')).toBe('<h4>Privacy</h4><h5>Note</h5><header>x</header>');
  });

  it('sanitises too: script and handlers never reach the screen', () => {
    expect(rendered('<h2 onclick="x()">Points</h2><script>alert(1)</script>', 'Terms')).toBe('<h4>Points</h4>');
  });

  it('never turns a raw ">" inside an attribute into live markup', () => {
    const hostile =
      '<h1 title=">Terms</h1><img src=x onerror=alert(1)><meta http-equiv=refresh content=0><style>*{}</style><form action=/x></form>">Terms</h1><p>Body</p>';
    const html = rendered(hostile, 'Terms');
    const tags = parsedTags(html);
    for (const forbidden of ['img', 'meta', 'style', 'form']) expect(tags).not.toContain(forbidden);
    // The leading heading repeats the title (its attribute is text), so only the paragraph is left.
    expect(tags).toEqual(['p']);
  });
});
