// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetMock, server } from '@mocks/node';
import { resetApp, setLang, signInAs, type Who } from '@test-support';
import { renderPrivilege } from '@test-support/screens/privilege';

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => resetApp());
afterEach(() => {
  server.resetHandlers();
  resetMock();
});
afterAll(() => server.close());

const detail = (id: string) => `/privilege/privilege-detail?privilege_id=${id}`;

describe('privilege detail', () => {
  it('shows image, name, partner, cost, validity, e-code validity and sanitised description', async () => {
    await setLang('th');
    await signInAs('member');
    renderPrivilege(detail('PRV000101'));
    const view = await screen.findByTestId('privilege-detail');
    expect(within(view).getByRole('heading', { name: 'ส่วนลด 50 บาท ที่ร้านกาแฟ' })).toBeInTheDocument();
    expect(view).toHaveTextContent('500');
    expect(view).toHaveTextContent('60 นาทีหลังแลก');
    expect(view).toHaveTextContent('เงื่อนไขการใช้สิทธิ์');
    expect(view.querySelector('script')).toBeNull();
    expect(screen.getByTestId('redeem-button')).toBeEnabled();
    expect(screen.queryByTestId('cannot-redeem-reason')).not.toBeInTheDocument();
  });

  it('shows delivery within 5 business days for delivered goods (English)', async () => {
    await setLang('en');
    await signInAs('member');
    renderPrivilege(detail('PRV000203'));
    expect(await screen.findByTestId('privilege-detail')).toHaveTextContent('Within 5 business days');
  });

  const cases: Array<{ who: Who; id: string; th: string; en: string; reason: string }> = [
    {
      who: 'passport',
      id: 'PRV000101',
      reason: 'THAI_ID_REQUIRED',
      th: 'การแลกคะแนนรองรับเฉพาะผู้ใช้ที่มีบัตรประจำตัวประชาชนไทยเท่านั้น',
      en: 'Point redemption only supported for users with a Thai National ID.',
    },
    { who: 'zeroPoints', id: 'PRV000101', reason: 'POINTS_NOT_ENOUGH', th: 'คะแนนของคุณไม่เพียงพอ', en: 'Your point is not enough.' },
    { who: 'member', id: 'PRV000208', reason: 'POINTS_NOT_ENOUGH', th: 'คะแนนของคุณไม่เพียงพอ', en: 'Your point is not enough.' },
    { who: 'member', id: 'PRV000109', reason: 'OUT_OF_STOCK', th: 'สินค้าหมดแล้ว', en: 'Out of stock.' },
    { who: 'member', id: 'PRV000104', reason: 'REDEMPTION_LIMIT_REACHED', th: 'คุณแลกครบตามจำนวนสิทธิ์แล้ว', en: 'Redemption limit reached.' },
    {
      who: 'member',
      id: 'PRV000502',
      reason: 'REDEMPTION_CRITERIA_NOT_MET',
      th: 'คุณไม่ตรงตามเงื่อนไขการแลกคะแนน',
      en: 'Does not meet the points redemption criteria.',
    },
  ];

  for (const lang of ['th', 'en'] as const) {
    it.each(cases)(`explains why $who cannot redeem $id ($reason) in ${lang}`, async ({ who, id, reason, ...text }) => {
      await setLang(lang);
      await signInAs(who);
      renderPrivilege(detail(id));
      const note = await screen.findByTestId('cannot-redeem-reason');
      expect(note).toHaveAttribute('data-reason', reason);
      expect(note).toHaveTextContent(text[lang]);
      expect(screen.getByTestId('redeem-button')).toBeDisabled();
    });

    it(`sends a guest to sign in with a redirect back to the detail (${lang})`, async () => {
      await setLang(lang);
      await signInAs('guest');
      renderPrivilege(detail('PRV000101'));
      const link = await screen.findByRole('link', { name: lang === 'th' ? 'เข้าสู่ระบบเพื่อแลกสิทธิ์' : 'Sign in to redeem' });
      expect(link).toHaveAttribute('href', `/auth/login?redirect=${encodeURIComponent('/privilege/privilege-detail?privilege_id=PRV000101')}`);
      expect(screen.queryByTestId('redeem-button')).not.toBeInTheDocument();
    });
  }

  for (const lang of ['th', 'en'] as const) {
    it(`opened from the list, paints its head from the list at once and the rest when the detail answers (${lang})`, async () => {
      await setLang(lang);
      await signInAs('member');
      const { router } = renderPrivilege('/privilege/privilege-list');
      const card = (await screen.findAllByTestId('privilege-card'))[0]!;
      let answer!: () => void;
      const held = new Promise<void>((resolve) => (answer = resolve));
      // The detail answers only when the test says so; the handler that answers comes next.
      server.use(http.get('*/api/Privilege/Detail', () => held));
      await userEvent.click(card);

      const view = await screen.findByTestId('privilege-detail');
      expect(router.state.location.pathname).toBe('/privilege/privilege-detail');
      const title = within(view).getByRole('heading', { level: 2 }).textContent ?? '';
      expect(title).not.toBe('');
      expect(card.textContent).toContain(title);
      expect(within(view).getByRole('status', { name: lang === 'th' ? 'กำลังโหลดสิทธิพิเศษ' : 'Loading privileges' })).toBeInTheDocument();
      // Nothing to act on before the member's eligibility is known.
      expect(screen.getByTestId('redeem-button')).toBeDisabled();

      answer();
      expect(await within(view).findByText(lang === 'th' ? 'เงื่อนไขการใช้สิทธิ์' : 'Terms and conditions')).toBeInTheDocument();
      expect(screen.getByTestId('redeem-button')).toBeEnabled();
    });
  }

  it('shows a not-found state for an unknown privilege', async () => {
    await setLang('en');
    await signInAs('member');
    renderPrivilege(detail('PRV000000'));
    expect(await screen.findByText('This privilege was not found')).toBeInTheDocument();
  });
});
