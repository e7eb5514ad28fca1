// @vitest-environment jsdom
/**
 * The profile photo against the mock handlers (msw/node). jsdom has no canvas, so the pipeline
 * module (decode, compress) is stubbed; Playwright runs the real one (tests/e2e/profile-photo.spec.ts).
 */
import { resetApp, setLang, signInAs } from '@test-support';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMock, server } from '@mocks/node';
import { AppProviders } from '@/app/providers/AppProviders';
import { getGetCustomerInfoQueryKey } from '@/generated/customer/customer';
import type { CustomerInfoData } from '@/generated/model';
import { queryClient } from '@/shared/api/query-client';
import { MantinePart } from '@/shared/ui/mantine/provider';
import { ProfilePhoto } from '@/features/account/photo/ProfilePhoto';

const pipeline = vi.hoisted(() => ({
  decodeImage: vi.fn(),
  toSquareJpeg: vi.fn(),
}));
vi.mock('@/features/account/photo/compress-image', () => pipeline);

/** What the stub "decodes": a 3000×2000 photo. */
const DECODED = { source: {}, width: 3000, height: 2000, close: vi.fn() };
/** A tiny JPEG the stubbed pipeline "produces" (stored inline by the mock, ≤ 256 KB). */
const JPEG = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' });

let uploads: Array<{ names: string[]; file: File }> = [];
let failNext = 0;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', async ({ request }) => {
    if (!new URL(request.url).pathname.endsWith('/UploadImageProfile')) return;
    const form = await request.clone().formData();
    uploads.push({ names: [...form.keys()], file: form.get('image_profile') as File });
  });
});
beforeEach(() => {
  resetApp();
  uploads = [];
  failNext = 0;
  pipeline.decodeImage.mockReset().mockResolvedValue(DECODED);
  pipeline.toSquareJpeg.mockReset().mockResolvedValue(JPEG);
  // jsdom has no 2D context: the crop view then skips drawing (without jsdom's "not implemented" noise).
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  server.use(
    http.post('*/api/Customer/UploadImageProfile', () => {
      if (failNext === 0) return undefined;
      failNext -= 1;
      return Response.json({ code: 'SYSTEM_ERROR', message: { th: 'ระบบขัดข้อง', en: 'System disconnect.' } }, { status: 500 });
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  resetMock();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function renderPhoto() {
  return render(
    <AppProviders>
      <MantinePart>
        <ProfilePhoto />
      </MantinePart>
    </AppProviders>,
  );
}

const input = () => screen.getByTestId<HTMLInputElement>('photo-input');
const pick = (file: File) => act(() => fireEvent.change(input(), { target: { files: [file] } }));
const cachedImageUrl = () => queryClient.getQueryData<CustomerInfoData>(getGetCustomerInfoQueryKey())?.customer_info.image_url;

describe('ProfilePhoto', () => {
  it('shows the initials when there is no photo, and a labelled camera button', async () => {
    await setLang('en');
    await signInAs('member');
    renderPhoto();
    expect(await screen.findByRole('img', { name: 'No profile photo yet' })).toHaveTextContent('ส');
    expect(screen.getByRole('button', { name: 'Change profile photo' })).toBeEnabled();
  });

  it('refuses a file that is not an image, in Thai, before any processing', async () => {
    await setLang('th');
    await signInAs('member');
    renderPhoto();
    await screen.findByTestId('photo-initials');
    await pick(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByTestId('photo-problem')).toHaveTextContent('ไฟล์นี้ไม่ใช่รูปภาพ กรุณาเลือกไฟล์รูปภาพ เช่น JPEG หรือ PNG');
    expect(pipeline.decodeImage).not.toHaveBeenCalled();
  });

  it('refuses a file over 10 MB (English) and one that does not decode', async () => {
    await setLang('en');
    await signInAs('member');
    renderPhoto();
    await screen.findByTestId('photo-initials');
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await pick(huge);
    expect(await screen.findByTestId('photo-problem')).toHaveTextContent('This photo is larger than 10 MB. Please choose a smaller one.');
    expect(pipeline.decodeImage).not.toHaveBeenCalled();

    const { ImageDecodeError } = await import('@/features/account/photo/photo-file');
    pipeline.decodeImage.mockRejectedValueOnce(new ImageDecodeError());
    await pick(new File(['junk'], 'broken.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByTestId('photo-problem')).toHaveTextContent("This photo can't be opened. Please choose another one.");
    expect(screen.queryByTestId('photo-crop')).not.toBeInTheDocument();
  });

  it('uploads the cropped JPEG as image_profile, once, and updates the customer info cache', async () => {
    await setLang('en');
    await signInAs('member');
    renderPhoto();
    await screen.findByTestId('photo-initials');
    await pick(new File(['png'], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByRole('group', { name: /Photo crop area/ })).toBeInTheDocument();
    expect(pipeline.decodeImage).toHaveBeenCalledTimes(1);

    // Zoom with the slider's keyboard support.
    const slider = screen.getByRole('slider', { name: 'Zoom' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuenow', '1.05'));

    const save = screen.getByTestId('photo-save');
    fireEvent.click(save);
    fireEvent.click(save);
    expect(await screen.findByText('Your profile photo has been updated.')).toBeInTheDocument();

    // The crop handed to the pipeline: the centred square, zoomed 1.05, and the output limits.
    expect(pipeline.toSquareJpeg).toHaveBeenCalledTimes(1);
    const [source, crop, options] = pipeline.toSquareJpeg.mock.calls[0]!;
    expect(source).toBe(DECODED.source);
    expect(crop.size).toBeCloseTo(2000 / 1.05);
    expect(crop.x + crop.size / 2).toBeCloseTo(1500);
    expect(crop.y + crop.size / 2).toBeCloseTo(1000);
    expect(options).toEqual({ maxBytes: 1_000_000, maxSide: 1024 });

    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.names).toEqual(['image_profile']);
    // (jsdom's File loses its name on the way into Node's fetch; the e2e test checks "profile.jpg".)
    expect(uploads[0]!.file.type).toBe('image/jpeg');
    expect(cachedImageUrl()).toMatch(/^data:image\/jpeg;base64,/);
    const photo = await screen.findByTestId('photo-current');
    expect(photo).toHaveAttribute('src', cachedImageUrl());
    expect(photo).toHaveAttribute('alt', 'Profile photo of สมชาย ใจดี');
    expect(DECODED.close).toHaveBeenCalled();
  });

  it('after a failed upload shows the error and retries with the same cropped JPEG', async () => {
    await setLang('en');
    await signInAs('member');
    renderPhoto();
    await screen.findByTestId('photo-initials');
    failNext = 1;
    await pick(new File(['png'], 'photo.png', { type: 'image/png' }));
    fireEvent.click(await screen.findByTestId('photo-save'));
    expect(await screen.findByTestId('photo-failure')).toHaveTextContent('System disconnect.');
    expect(cachedImageUrl()).toBeUndefined();
    expect(screen.getByTestId('photo-crop')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your profile photo has been updated.')).toBeInTheDocument();
    expect(pipeline.toSquareJpeg).toHaveBeenCalledTimes(1);
    expect(uploads).toHaveLength(2);
    expect(cachedImageUrl()).toMatch(/^data:image\/jpeg;base64,/);
  });
});
