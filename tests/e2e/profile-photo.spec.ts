/**
 * The profile photo in Thai and English on the production build + the mock server: a large noisy
 * PNG is cropped (zoom by keyboard, drag) and uploaded as a square JPEG of at most 1 MB (the
 * multipart body is read and the JPEG parsed); a compressible photo shows at once on the screen and
 * in the profile block; a text file and a file over 10 MB are refused with a message.
 * Screens: tests/artifacts/screens/profile-photo-{crop,result,refused}-<lang>.png (390×844).
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { LANGS, runsIn, t } from './support/i18n';

const MAX_BYTES = 1_000_000;
const UPLOAD = /\/api\/Customer\/UploadImageProfile$/;

/**
 * A 3000×2000 PNG made in the page. `noise: 'all'`: random 2×2 blocks everywhere (hard for JPEG);
 * `'edges'`: random only outside the centred square, a smooth gradient inside (the default crop
 * compresses well).
 */
async function makePng(page: Page, noise: 'all' | 'edges'): Promise<Buffer> {
  const base64 = await page.evaluate(async (mode) => {
    const width = 3000;
    const height = 2000;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d')!;
    const data = ctx.createImageData(width, height);
    const px = data.data;
    let seed = 12345;
    const random = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed & 0xff;
    };
    for (let y = 0; y < height; y += 2) {
      for (let x = 0; x < width; x += 2) {
        const inside = x >= 500 && x < 2500;
        const smooth = mode === 'edges' && inside;
        const rgb = smooth ? [(x - 500) / 8, y / 8, 160] : [random(), random(), random()];
        for (const [dx, dy] of [[0, 0], [1, 0], [0, 1], [1, 1]] as const) {
          const i = ((y + dy) * width + x + dx) * 4;
          px[i] = rgb[0]!;
          px[i + 1] = rgb[1]!;
          px[i + 2] = rgb[2]!;
          px[i + 3] = 255;
        }
      }
    }
    ctx.putImageData(data, 0, 0);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  }, noise);
  return Buffer.from(base64, 'base64');
}

interface Part {
  name: string;
  filename: string | undefined;
  type: string | undefined;
  body: Buffer;
}

/** The parts of a multipart/form-data body. */
function multipart(request: Request): Part[] {
  const boundary = /boundary=(.+)$/.exec(request.headers()['content-type'] ?? '')?.[1];
  const body = request.postDataBuffer();
  expect(boundary, 'multipart boundary').toBeTruthy();
  expect(body, 'request body').toBeTruthy();
  const delimiter = Buffer.from(`--${boundary!}`);
  const parts: Part[] = [];
  let start = body!.indexOf(delimiter) + delimiter.length;
  for (;;) {
    const end = body!.indexOf(delimiter, start);
    if (end < 0) break;
    const chunk = body!.subarray(start + 2, end - 2); // skip CRLF after the delimiter and before the next
    const split = chunk.indexOf('\r\n\r\n');
    const head = chunk.subarray(0, split).toString('utf8');
    parts.push({
      name: /name="([^"]*)"/.exec(head)?.[1] ?? '',
      filename: /filename="([^"]*)"/.exec(head)?.[1],
      type: /content-type:\s*(\S+)/i.exec(head)?.[1],
      body: chunk.subarray(split + 4),
    });
    start = end + delimiter.length;
  }
  return parts;
}

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(jpeg: Buffer): { width: number; height: number } {
  expect([jpeg[0], jpeg[1]], 'JPEG magic bytes').toEqual([0xff, 0xd8]);
  let i = 2;
  while (i < jpeg.length) {
    if (jpeg[i] !== 0xff) throw new Error(`bad JPEG marker at ${i}`);
    const marker = jpeg[i + 1]!;
    const length = jpeg.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: jpeg.readUInt16BE(i + 5), width: jpeg.readUInt16BE(i + 7) };
    }
    i += 2 + length;
  }
  throw new Error('no SOF marker');
}

async function openProfileEdit(page: Page, lang: 'th' | 'en') {
  // Chromium reports a body holding a Blob (the upload) to Playwright only for routed requests.
  await page.route(UPLOAD, (route) => route.continue());
  await page.goto('/other/profile-menu');
  await page.getByRole('link', { name: t(lang, 'route.profileEdit.title') }).click();
  await expect(page).toHaveURL(/\/other\/profile-edit$/);
  await expect(page.getByTestId('photo-initials')).toBeVisible();
}

async function upload(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByTestId('photo-input').setInputFiles(file);
  await expect(page.getByTestId('photo-crop')).toBeVisible();
  const requested = page.waitForRequest((r) => r.method() === 'POST' && UPLOAD.test(r.url()));
  const answered = page.waitForResponse((r) => UPLOAD.test(r.url()));
  await page.getByTestId('photo-save').click();
  const request = await requested;
  const response = await answered;
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { image_url: string } };
  return { request, imageUrl: data.image_url };
}

for (const lang of LANGS) {
  test.describe(`profile photo (${lang})`, () => {
    test.use({ lang });
    test.beforeEach(async ({ app }) => {
      await app.resetMock();
      await app.signIn();
    });

    if (runsIn(lang, 'th')) test('a large noisy PNG is cropped and uploaded as a square JPEG of at most 1 MB', async ({ page, app }) => {
      await openProfileEdit(page, lang);
      const png = await makePng(page, 'all');
      expect(png.length).toBeGreaterThan(MAX_BYTES);
      expect(png.length).toBeLessThan(10 * 1024 * 1024);

      await page.getByTestId('photo-edit').click();
      await expect(page.getByRole('dialog', { name: t(lang, 'profilePhoto.sheetTitle') })).toBeVisible();
      await page.getByTestId('photo-input').setInputFiles({ name: 'noise.png', mimeType: 'image/png', buffer: png });
      await expect(page.getByRole('dialog', { name: t(lang, 'profilePhoto.cropTitle') })).toBeVisible();
      // Zoom with the keyboard on the slider, then drag the photo.
      const zoom = page.getByRole('slider', { name: t(lang, 'profilePhoto.zoom') });
      await zoom.focus();
      for (let i = 0; i < 6; i += 1) await zoom.press('ArrowRight');
      await expect(zoom).toHaveAttribute('aria-valuenow', '1.3');
      const box = (await page.getByTestId('photo-crop').boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 30, { steps: 5 });
      await page.mouse.up();
      await app.shot('profile-photo-crop');
      await app.expectAccessible();

      let uploads = 0;
      page.on('request', (r) => {
        if (UPLOAD.test(r.url())) uploads += 1;
      });
      const requested = page.waitForRequest((r) => r.method() === 'POST' && UPLOAD.test(r.url()));
      const answered = page.waitForResponse((r) => UPLOAD.test(r.url()));
      // A double tap saves once.
      await page.getByTestId('photo-save').dblclick();
      const request = await requested;
      const response = await answered;
      expect(response.status()).toBe(200);
      const { data } = (await response.json()) as { data: { image_url: string } };

      const parts = multipart(request);
      expect(parts.map((p) => p.name)).toEqual(['image_profile']);
      const [part] = parts;
      expect(part!.type).toBe('image/jpeg');
      expect(part!.filename).toBe('profile.jpg');
      expect(part!.body.length).toBeGreaterThan(1000);
      expect(part!.body.length).toBeLessThanOrEqual(MAX_BYTES);
      const size = jpegSize(part!.body);
      expect(size.width).toBe(size.height);
      expect(size.width).toBeLessThanOrEqual(1024);
      // It decodes in the browser too.
      const decoded = await page.evaluate(async (b64) => {
        const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
        return [bitmap.width, bitmap.height];
      }, part!.body.toString('base64'));
      expect(decoded).toEqual([size.width, size.height]);

      await expect(page.getByTestId('photo-status')).toHaveText(t(lang, 'profilePhoto.saved'));
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(uploads).toBe(1);
      // The new picture is in the customer info everywhere: the member card of the profile menu.
      await page.goBack();
      await expect(page.getByTestId('member-card-photo')).toHaveAttribute('src', data.image_url);
    });

    if (runsIn(lang, 'th')) test('a new photo shows at once on the screen and in the profile block', async ({ page, app }) => {
      await openProfileEdit(page, lang);
      const png = await makePng(page, 'edges');
      expect(png.length).toBeGreaterThan(MAX_BYTES);
      const { request, imageUrl } = await upload(page, { name: 'photo.png', mimeType: 'image/png', buffer: png });
      expect(multipart(request)[0]!.body.length).toBeLessThanOrEqual(256 * 1024);
      const current = page.getByTestId('photo-current');
      await expect(current).toHaveAttribute('src', imageUrl);
      await expect(current).toHaveAttribute('alt', t(lang, 'profilePhoto.alt', { name: 'สมชาย ใจดี' }));
      await expect.poll(() => current.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByTestId('photo-status')).toHaveText(t(lang, 'profilePhoto.saved'));
      await app.shot('profile-photo-result');
      await app.expectAccessible();

      // Back on the profile menu (its member card), then the profile block of the main tabs.
      await page.goBack();
      const card = page.getByTestId('member-card-photo');
      await expect(card).toHaveAttribute('src', imageUrl);
      await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      await page.getByRole('link', { name: t(lang, 'nav.privilege') }).click();
      const block = page.getByTestId('profile-block-photo');
      await expect(block).toHaveAttribute('src', imageUrl);
      await expect.poll(() => block.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      await app.shot('profile-photo-block');
    });

    if (runsIn(lang, 'en')) test('a text file and a file over 10 MB are refused before any processing', async ({ page, app }) => {
      let uploads = 0;
      page.on('request', (r) => {
        if (UPLOAD.test(r.url())) uploads += 1;
      });
      await openProfileEdit(page, lang);
      const input = page.getByTestId('photo-input');
      await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
      await expect(page.getByTestId('photo-problem')).toHaveText(t(lang, 'profilePhoto.error.notImage'));
      await app.shot('profile-photo-refused');
      await app.expectAccessible();

      await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(Math.round(10.5 * 1024 * 1024)) });
      await expect(page.getByTestId('photo-problem')).toHaveText(t(lang, 'profilePhoto.error.tooLarge'));

      // An "image" that does not decode.
      await input.setInputFiles({ name: 'broken.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not really a jpeg') });
      await expect(page.getByTestId('photo-problem')).toHaveText(t(lang, 'profilePhoto.error.unreadable'));
      await expect(page.getByTestId('photo-crop')).toHaveCount(0);
      expect(uploads).toBe(0);
    });
  });
}
