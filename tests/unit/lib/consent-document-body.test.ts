import { describe, expect, it } from 'vitest';
import { documentBody } from '@/features/consent/lib/document-body';

describe('consent document body', () => {
  it('drops a leading heading that repeats the title and turns other headings into h4', () => {
    const html = '<h1>Terms and conditions</h1><p data-revision="3.2"><strong>Revised version 3.2</strong></p><h2 class="x">Points</h2><p>Text</p>';
    expect(documentBody(html, 'Terms and conditions')).toBe('<p data-revision="3.2"><strong>Revised version 3.2</strong></p><h4 class="x">Points</h4><p>Text</p>');
  });

  it('keeps a leading heading with other text (as h4) and leaves h4-h6 and look-alike tags alone', () => {
    expect(documentBody('<h1>Privacy</h1><h5>Note</h5><header>x</header>', 'Privacy policy')).toBe('<h4>Privacy</h4><h5>Note</h5><header>x</header>');
  });
});
