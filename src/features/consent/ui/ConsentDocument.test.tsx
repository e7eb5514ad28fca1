// @vitest-environment jsdom
/**
 * The consent card renders the document's HTML sanitised, with its headings fitted on the DOM:
 * jsdom's serialiser writes ">" raw inside attribute values (as older WebViews do), so editing
 * the sanitised markup as text could turn an attribute's content into live elements.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Document } from '@/generated/model';
import { ConsentDocument } from '@/features/consent/ui/ConsentDocument';
import { renderWithProviders } from '@test-support';

const HOSTILE = '<h1 title=">Terms</h1><img src=x onerror=alert(1)><meta http-equiv=refresh content=0>">Terms</h1><p>Keep your points safe.</p>';

const doc: Document = {
  kind: 'terms',
  title: { th: 'Terms', en: 'Terms' },
  html: { th: HOSTILE, en: HOSTILE },
  version: '3.2',
  updated_at: '2026-01-15T00:00:00Z',
};

describe('consent document', () => {
  it('a raw ">" in an attribute never becomes an element on screen', async () => {
    renderWithProviders(<ConsentDocument doc={doc} changed={false} testId="consent-doc" />);
    const card = await screen.findByTestId('consent-doc');
    const region = card.querySelector('[role="region"]');
    expect(region?.textContent).toContain('Keep your points safe.');
    expect(card.querySelectorAll('img, meta, style, form, script')).toHaveLength(0);
    expect(Array.from(region?.children ?? [], (element) => element.localName)).toEqual(['p']);
  });
});
