/**
 * The pure parts of the profile photo: crop geometry, file checks, initials, and the compression
 * loop of `toSquareJpeg` against a stand-in canvas whose JPEG size follows area and quality (the real
 * canvas runs in tests/e2e/profile-photo.spec.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toSquareJpeg } from '@/features/account/photo/compress-image';
import { centredCrop, clampCrop, cropRect, panBy, zoomTo } from '@/features/account/photo/crop-geometry';
import { MAX_INPUT_BYTES, asUploadFile, checkPhotoFile } from '@/features/account/photo/photo-file';
import { initials } from '@/shared/lib/initials';

const LANDSCAPE = { width: 3000, height: 2000 };

describe('crop geometry', () => {
  it('defaults to the centred square', () => {
    expect(cropRect(LANDSCAPE, centredCrop(LANDSCAPE))).toEqual({ x: 500, y: 0, size: 2000 });
    expect(cropRect({ width: 1000, height: 1600 }, centredCrop({ width: 1000, height: 1600 }))).toEqual({ x: 0, y: 300, size: 1000 });
  });

  it('keeps the square inside the photo when dragged far', () => {
    const start = centredCrop(LANDSCAPE);
    // Dragging right by a whole view (300 px = 2000 photo px) reaches the left edge and stops.
    expect(cropRect(LANDSCAPE, panBy(LANDSCAPE, start, 300, 0, 300))).toEqual({ x: 0, y: 0, size: 2000 });
    expect(cropRect(LANDSCAPE, panBy(LANDSCAPE, start, -30, 0, 300)).x).toBeCloseTo(700);
    // Vertically there is no room at zoom 1.
    expect(cropRect(LANDSCAPE, panBy(LANDSCAPE, start, 0, 100, 300)).y).toBe(0);
  });

  it('zooms between 1 and 4 and moves further per screen pixel the less it is zoomed', () => {
    const start = centredCrop(LANDSCAPE);
    expect(zoomTo(LANDSCAPE, start, 9).zoom).toBe(4);
    expect(zoomTo(LANDSCAPE, start, 0.2).zoom).toBe(1);
    const zoomed = zoomTo(LANDSCAPE, start, 2);
    expect(cropRect(LANDSCAPE, zoomed)).toEqual({ x: 1000, y: 500, size: 1000 });
    expect(cropRect(LANDSCAPE, panBy(LANDSCAPE, zoomed, 0, 30, 300)).y).toBeCloseTo(400);
    // Zooming out again pulls a moved square back inside.
    const moved = clampCrop(LANDSCAPE, { zoom: 4, cx: 2900, cy: 1900 });
    expect(cropRect(LANDSCAPE, zoomTo(LANDSCAPE, moved, 1))).toEqual({ x: 1000, y: 0, size: 2000 });
  });
});

describe('photo file checks', () => {
  it('accepts images up to 10 MB and refuses others before reading them', () => {
    expect(checkPhotoFile(new File(['x'], 'a.heic', { type: 'image/heic' }))).toBeNull();
    expect(checkPhotoFile(new File(['x'], 'a.txt', { type: 'text/plain' }))).toBe('notImage');
    expect(checkPhotoFile(new File(['x'], 'a.jpg'))).toBe('notImage');
    expect(checkPhotoFile(new File([new Uint8Array(MAX_INPUT_BYTES + 1)], 'a.png', { type: 'image/png' }))).toBe('tooLarge');
    expect(checkPhotoFile(new File([new Uint8Array(MAX_INPUT_BYTES)], 'a.png', { type: 'image/png' }))).toBeNull();
    expect(checkPhotoFile(new File([], 'a.png', { type: 'image/png' }))).toBe('unreadable');
  });

  it('names the upload profile.jpg', () => {
    const file = asUploadFile(new Blob(['x']));
    expect([file.name, file.type]).toEqual(['profile.jpg', 'image/jpeg']);
  });
});

describe('initials', () => {
  it('takes the first letter, skipping a Thai leading vowel', () => {
    expect(initials('สมชาย ใจดี')).toBe('ส');
    expect(initials('เกียรติ')).toBe('ก');
    expect(initials(' john')).toBe('J');
    expect(initials('')).toBe('?');
  });
});

describe('toSquareJpeg', () => {
  const encodes: Array<{ side: number; quality: number }> = [];

  /** A canvas whose "JPEG" has `bytesPerPixel(quality)` bytes per pixel. */
  function fakeCanvas(bytesPerPixel: (quality: number) => number) {
    const drawn: unknown[][] = [];
    const canvas = {
      width: 0,
      height: 0,
      getContext: () => ({
        fillRect: () => undefined,
        drawImage: (...args: unknown[]) => drawn.push(args),
        set fillStyle(_v: string) {},
        set imageSmoothingEnabled(_v: boolean) {},
        set imageSmoothingQuality(_v: string) {},
      }),
      toBlob(callback: (blob: Blob) => void, type: string, quality: number) {
        expect(type).toBe('image/jpeg');
        encodes.push({ side: canvas.width, quality });
        callback(new Blob([new Uint8Array(Math.round(canvas.width * canvas.height * bytesPerPixel(quality)))], { type }));
      },
    };
    vi.stubGlobal('document', { createElement: () => canvas });
    return { canvas, drawn };
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    encodes.length = 0;
  });

  const crop = { x: 500, y: 0, size: 2000 };
  const options = { maxBytes: 1_000_000, maxSide: 1024 };

  it('keeps the first quality that fits, at the largest side', async () => {
    const { drawn, canvas } = fakeCanvas((q) => q * 1.1);
    const blob = await toSquareJpeg({} as CanvasImageSource, crop, options);
    expect(blob.size).toBeLessThanOrEqual(options.maxBytes);
    expect(encodes).toEqual([
      { side: 1024, quality: 0.9 },
      { side: 1024, quality: 0.84 },
    ]);
    expect(drawn[0]).toEqual([{}, 500, 0, 2000, 2000, 0, 0, 1024, 1024]);
    expect(canvas.width).toBe(0); // memory released
  });

  it('steps quality down, then the size, until the result fits', async () => {
    fakeCanvas((q) => 3 * q);
    const blob = await toSquareJpeg({} as CanvasImageSource, crop, options);
    expect(blob.size).toBeLessThanOrEqual(options.maxBytes);
    const sides = [...new Set(encodes.map((e) => e.side))];
    expect(sides[0]).toBe(1024);
    expect(sides.length).toBeGreaterThan(1);
    expect(encodes.filter((e) => e.side === 1024).map((e) => e.quality)).toEqual([0.9, 0.84, 0.78, 0.7, 0.62, 0.54, 0.46, 0.38]);
  });

  it('never enlarges a small crop and shrinks it when no quality fits', async () => {
    fakeCanvas(() => 12);
    const blob = await toSquareJpeg({} as CanvasImageSource, { x: 0, y: 0, size: 300 }, options);
    expect(blob.size).toBeLessThanOrEqual(options.maxBytes);
    expect(encodes[0]!.side).toBe(300);
    expect(encodes.at(-1)!.side).toBeLessThan(300);
  });
});
