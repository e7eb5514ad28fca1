/** The checks on a chosen photo file before it is read, and the name of the upload. */
import { describe, expect, it } from 'vitest';
import { MAX_INPUT_BYTES, asUploadFile, checkPhotoFile } from '@/features/account/photo/photo-file';

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
