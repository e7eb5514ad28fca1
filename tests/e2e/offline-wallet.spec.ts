/**
 * The e-code wallet at the shop counter with no signal, in Thai and English: in an app already
 * loaded, with a code opened once, the browser goes offline; History's wallet still lists the
 * code, a tap opens it at once (code, copy, countdown) saying it is offline, and so does its own
 * address reached in-app (Back, then Forward). Then after a reload (online: the query cache is
 * gone, the codes kept on the device remain) the same with no signal, where only the kept code
 * can answer. Screens: offline-wallet-*, offline-ecode-*.
 */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, test } from './support/fixtures';
import { LANGS, runsIn, t } from './support/i18n';

/** The e-code view's own script (from the build's chunk graph): History prefetches it once idle. */
function ecodeViewScript(): string {
  const chunks = JSON.parse(readFileSync('.tmp/build-chunks.json', 'utf8')) as Array<{ files: string[]; origins: string[] }>;
  const own = chunks.find((c) => c.origins.length === 1 && c.origins[0] === '@/features/privilege/screens/EcodeScreen');
  const script = own?.files.find((f) => f.endsWith('.js'));
  if (!script) throw new Error('no chunk of the e-code view in .tmp/build-chunks.json: build the app first');
  return script;
}

async function expectCodeShown(page: Page, lang: 'th' | 'en', code: string) {
  await expect(page.getByTestId('ecode-view')).toBeVisible();
  await expect(page.getByTestId('ecode-code')).toHaveText(code);
  await expect(page.getByTestId('ecode-copy')).toBeVisible();
  await expect(page.getByTestId('ecode-countdown')).toHaveText(/^[0-5]\d:[0-5]\d$/);
  await expect(page.getByTestId('ecode-offline')).toHaveText(t(lang, 'ecode.offline'));
}

for (const lang of LANGS) {
  test.describe(`offline wallet (${lang})`, () => {
    test.use({ lang });
    test.beforeEach(async ({ app }) => {
      await app.resetMock();
    });

    if (runsIn(lang, 'th')) test('lists the kept code and opens it at once with no signal, from the wallet and from its address', async ({ page, app, context }) => {
      await app.signIn();
      // Redeem an e-code: the success screen shows (and keeps) it.
      await app.open('/privilege/privilege-detail?privilege_id=PRV000101');
      await page.getByTestId('redeem-button').click();
      await page.getByTestId('app-dialog').locator('[data-action="submit"]').click();
      await expect(page.getByTestId('redeem-success')).toBeVisible();
      const code = (await page.getByTestId('ecode-code').textContent())!.trim();

      // History once online: the wallet lists it; open it and come back.
      await page.getByRole('link', { name: t(lang, 'nav.history') }).click();
      await expect(page.getByTestId('wallet-ecode')).toHaveCount(1);
      const name = (await page.getByTestId('wallet-ecode').locator('span').first().textContent())!.trim();
      await page.getByTestId('wallet-ecode').click();
      await expect(page.getByTestId('ecode-code')).toHaveText(code);
      await page.goBack();
      await expect(page.getByTestId('ecode-wallet')).toBeVisible();

      await app.step('no signal: the wallet and the code, from the list and from its address', async () => {
        // At the counter: no signal.
        await context.setOffline(true);
        await expect(page.getByTestId('wallet-ecode')).toHaveCount(1);
        await expect(page.getByTestId('wallet-ecode')).toContainText(code);
        await app.shot('offline-wallet');
        await page.getByTestId('wallet-ecode').click();
        await expectCodeShown(page, lang, code);
        await app.shot('offline-ecode');

        // Its own address, reached in-app: Back to History, then Forward to the code.
        await page.goBack();
        await expect(page.getByTestId('ecode-wallet')).toBeVisible();
        await page.goForward();
        await expect(page).toHaveURL(/\/privilege\/ecode\?redemption_id=RDM\d{10}$/);
        await expectCodeShown(page, lang, code);
      });

      await app.step('after a reload with signal: the kept code opens with none', async () => {
        // A reload with signal: nothing cached in memory any more; History and its idle prefetch of the code view.
        await context.setOffline(false);
        await app.open('/history');
        await expect(page.getByTestId('wallet-ecode')).toHaveCount(1);
        await expect(page.getByTestId('wallet-offline')).toHaveCount(0);
        // The idle prefetch has asked for the code view's script, and everything it asked for has arrived.
        const script = ecodeViewScript();
        const loaded = (src: string) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(src));
        await expect.poll(() => page.evaluate(loaded, script)).toBe(true);
        await app.settled();
        await context.setOffline(true);
        await expect(page.getByTestId('wallet-offline')).toHaveText(t(lang, 'history.wallet.offline'));
        await page.getByTestId('wallet-ecode').click();
        await expectCodeShown(page, lang, code);
        // The privilege's name, kept with the code, titles the view.
        await expect(page.getByTestId('ecode-view').getByRole('heading', { level: 2 })).toHaveText(name);
        await app.shot('offline-ecode-kept');
      });
    });
  });
}
