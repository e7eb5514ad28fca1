import { expect, forEachLang } from './support/fixtures';
import { t } from './support/i18n';

/**
 * The address book in the production build: add an address from its postal code (the Thai address
 * completion fills sub-district, district and province), make it the default, delete the old one,
 * and delete the default choosing its successor.
 */
forEachLang('address book: add by postal code, make default, delete', async ({ page, app, lang }) => {
  await app.resetMock();
  await app.signIn();
  await app.open('/other/address-list');
  const cards = page.locator('[data-testid^="address-card-"]');
  await expect(cards).toHaveCount(2);
  await expect(page.getByTestId('address-card-1024').getByTestId('default-badge')).toBeVisible();
  await expect(page.getByTestId('address-card-1024').getByTestId('address-phone')).toHaveText('08x-xxx-5678');
  await app.shot('address-list');
  await app.expectAccessible();

  // Add: the postal code offers the places; one pick fills the rest.
  await page.getByRole('link', { name: t(lang, 'addressBook.add') }).click();
  const form = page.getByTestId('address-form');
  await form.getByLabel(t(lang, 'address.field.recipient_name')).fill('สมหญิง ใจดี');
  await form.getByLabel(t(lang, 'address.field.phone')).fill('0898765432');
  await form.getByLabel(t(lang, 'address.field.address_line'), { exact: true }).fill('9 ถนนวิภาวดีรังสิต');
  await form.getByLabel(t(lang, 'address.field.postal_code')).fill('10210');
  const option = page.getByRole('option', { name: /ทุ่งสองห้อง · หลักสี่/ });
  await expect(option).toBeVisible();
  await app.shot('address-edit-completion');
  await option.click();
  await expect(form.getByLabel(t(lang, 'address.field.sub_district'))).toHaveValue('ทุ่งสองห้อง');
  await expect(form.getByLabel(t(lang, 'address.field.district'), { exact: true })).toHaveValue('หลักสี่');
  await expect(form.getByLabel(t(lang, 'address.field.province'))).toHaveValue('กรุงเทพมหานคร');
  await app.expectAccessible();
  await app.shot('address-edit');
  await form.getByRole('button', { name: t(lang, 'address.save') }).click();

  await expect(page).toHaveURL(/\/other\/address-list$/);
  await expect(cards).toHaveCount(3);
  const added = cards.filter({ hasText: '9 ถนนวิภาวดีรังสิต ทุ่งสองห้อง หลักสี่ กรุงเทพมหานคร 10210' });
  await expect(added).toHaveCount(1);
  await expect(page.getByTestId('address-notice')).toHaveText(t(lang, 'addressBook.done.saved'));

  // Make it the default.
  await added.getByRole('button', { name: t(lang, 'addressBook.setDefault') }).click();
  await expect(added.getByTestId('default-badge')).toBeVisible();
  await expect(cards.first()).toContainText('9 ถนนวิภาวดีรังสิต');
  await expect(page.getByTestId('address-card-1024').getByTestId('default-badge')).toHaveCount(0);

  // Delete a non-default address, confirmed.
  await page.getByTestId('address-card-1025').getByRole('button', { name: t(lang, 'addressBook.delete') }).click();
  const confirm = page.getByTestId('app-dialog');
  await expect(confirm).toContainText(t(lang, 'addressBook.deleteConfirm.title'));
  await confirm.locator('[data-action="submit"]').click();
  await expect(page.getByTestId('address-card-1025')).toHaveCount(0);
  await expect(cards).toHaveCount(2);

  // Delete the default: the member picks the next default.
  await added.getByRole('button', { name: t(lang, 'addressBook.delete') }).click();
  const modal = page.getByRole('dialog', { name: t(lang, 'addressBook.newDefault.title') });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('radio')).toHaveCount(1);
  await app.shot('address-new-default');
  await modal.getByRole('button', { name: t(lang, 'addressBook.newDefault.submit') }).click();
  await expect(cards).toHaveCount(1);
  await expect(page.getByTestId('address-card-1024').getByTestId('default-badge')).toBeVisible();
  await app.shot('address-list-after');
});
