// @vitest-environment jsdom
/**
 * /auth/eligibility-check is a public explanation of who can join: anyone may open it without a
 * session, and it asks for no ID and makes no look-up (one would let anyone probe who is a member).
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLang } from '@/shared/i18n/lang-store';
import { renderApp } from '@test-support';

describe.each(['th', 'en'] as const)('eligibility explanation (%s)', (lang) => {
  const fetchMock = vi.fn();
  beforeEach(async () => {
    sessionStorage.clear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    await changeLang(lang);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens without a session, explains who can join, and asks for no ID and calls nothing', async () => {
    const { router } = renderApp('/auth/eligibility-check');
    expect(await screen.findByRole('heading', { name: lang === 'th' ? 'ใครสมัครสมาชิกได้บ้าง' : 'Who can join' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/eligibility-check');
    expect(screen.getByText(lang === 'th' ? /การแลกคะแนนใช้ได้เฉพาะผู้ที่มีบัตรประชาชนไทย/ : /only supported for holders of a Thai national ID/)).toBeInTheDocument();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(document.querySelector('form, input, select, textarea')).toBeNull();
    await waitFor(() => expect(screen.getByRole('link', { name: lang === 'th' ? 'วิธีสมัครสมาชิก' : 'How to become a member' })).toBeInTheDocument());
    // No call of any kind: the page looks nothing up.
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
