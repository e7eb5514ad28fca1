/**
 * The compression loop of `toSquareJpeg` against a stand-in canvas whose JPEG size follows area and
 * quality (the real canvas runs in tests/e2e/profile-photo.spec.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toSquareJpeg } from '@/features/account/photo/compress-image';

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
