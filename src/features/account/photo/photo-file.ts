/**
 * The limits of a profile photo: what a picked file must be before any processing, and what the
 * upload is made into (the contract accepts JPEG or PNG up to 5 MB; a smaller JPEG uploads faster
 * on a mobile connection and is plenty for an avatar).
 */

/** A picked file larger than this is refused before it is read. */
export const MAX_INPUT_BYTES = 10 * 1024 * 1024;

/** The uploaded JPEG: at most this many bytes and pixels a side. */
export const OUTPUT = { maxBytes: 1_000_000, maxSide: 1024 } as const;

const UPLOAD_NAME = 'profile.jpg';

export type PhotoProblem = 'notImage' | 'tooLarge' | 'unreadable';

/** Why a picked file cannot be used (by its type and size only), or null. */
export function checkPhotoFile(file: Blob): PhotoProblem | null {
  if (!file.type.toLowerCase().startsWith('image/')) return 'notImage';
  if (file.size > MAX_INPUT_BYTES) return 'tooLarge';
  if (file.size === 0) return 'unreadable';
  return null;
}

/** The JPEG as the file the upload field carries. */
export function asUploadFile(jpeg: Blob): File {
  return new File([jpeg], UPLOAD_NAME, { type: 'image/jpeg' });
}

/** A picked file that no decoder can read (thrown by the pipeline's `decodeImage`). */
export class ImageDecodeError extends Error {
  constructor() {
    super('The file could not be decoded as an image');
    this.name = 'ImageDecodeError';
  }
}
