/**
 * The browser-side photo pipeline, loaded on demand (`import('./compress-image')`) so no first-route
 * chunk carries it: decode a picked file upright (EXIF orientation applied), then cut the member's
 * square, downscale it and encode it as JPEG small enough to upload.
 */
import type { CropRect } from './crop-geometry';
import { ImageDecodeError } from './photo-file';

/** A decoded, upright photo the canvas can draw. `close()` frees its memory. */
export interface DecodedImage {
  source: CanvasImageSource;
  width: number;
  height: number;
  close(): void;
}

export interface JpegOptions {
  /** Hard limit of the result in bytes. */
  maxBytes: number;
  /** Longest side of the result in pixels (the crop is never enlarged). */
  maxSide: number;
}

/** Qualities tried at each size, best first. */
const QUALITIES = [0.9, 0.84, 0.78, 0.7, 0.62, 0.54, 0.46, 0.38] as const;
/** Each size after the first is this share of the previous one. */
const SIDE_STEP = 0.8;
const MIN_SIDE = 16;

async function decodeWithElement(file: Blob): Promise<DecodedImage> {
  const url = URL.createObjectURL(file);
  const img = new Image();
  img.src = url;
  try {
    // Browsers apply EXIF orientation to <img> (image-orientation: from-image is the default).
    await img.decode();
  } catch {
    URL.revokeObjectURL(url);
    throw new ImageDecodeError();
  }
  return {
    source: img,
    width: img.naturalWidth,
    height: img.naturalHeight,
    close: () => URL.revokeObjectURL(url),
  };
}

/** Decodes `file` upright; rejects with {@link ImageDecodeError} when it is not a readable image. */
export async function decodeImage(file: Blob): Promise<DecodedImage> {
  let decoded: DecodedImage;
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      decoded = { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
    } catch {
      decoded = await decodeWithElement(file);
    }
  } else {
    decoded = await decodeWithElement(file);
  }
  if (decoded.width < 1 || decoded.height < 1) {
    decoded.close();
    throw new ImageDecodeError();
  }
  return decoded;
}

function encode(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('JPEG encoding failed'))), 'image/jpeg', quality);
  });
}

function draw(canvas: HTMLCanvasElement, source: CanvasImageSource, crop: CropRect, side: number): void {
  canvas.width = side;
  canvas.height = side;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas 2D is not available');
  // JPEG has no transparency: a transparent PNG gets a white background, not black.
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, side, side);
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(source, crop.x, crop.y, crop.size, crop.size, 0, 0, side, side);
}

/**
 * The square `crop` of `source` as a JPEG of at most `maxSide` pixels a side and `maxBytes` bytes.
 * Quality steps down at each size, then the size shrinks, until the result fits: the byte limit is
 * a guarantee (a 16-pixel JPEG is a few hundred bytes), not a hope.
 */
export async function toSquareJpeg(source: CanvasImageSource, crop: CropRect, { maxBytes, maxSide }: JpegOptions): Promise<Blob> {
  const canvas = document.createElement('canvas');
  let side = Math.max(1, Math.min(maxSide, Math.round(crop.size)));
  try {
    for (;;) {
      draw(canvas, source, crop, side);
      let smallest = Infinity;
      for (const quality of QUALITIES) {
        const blob = await encode(canvas, quality);
        if (blob.size <= maxBytes) return blob;
        smallest = blob.size;
      }
      if (side <= MIN_SIDE) throw new Error(`No JPEG within ${maxBytes} bytes`);
      // Bytes grow with the area: jump close to the size that fits, at least one step down.
      const fitting = side * Math.sqrt(maxBytes / smallest) * 0.95;
      side = Math.max(MIN_SIDE, Math.floor(Math.min(side * SIDE_STEP, fitting)));
    }
  } finally {
    // Frees the canvas memory at once (iOS keeps a total canvas budget).
    canvas.width = 0;
    canvas.height = 0;
  }
}
