import { describe, expect, it } from 'vitest';
import { checkImageUpload, IMAGE_UPLOAD_RULE } from '../src';

describe('an image upload (SPEC §5, §9: png/jpg, 5 MB each, at most 3)', () => {
  const png = { name: 'proof.png', type: 'image/png', size: 200_000 };
  it('takes a png or a jpg of at most 5 MB while fewer than 3 are chosen', () => {
    expect(checkImageUpload(png, 0)).toBeNull();
    expect(checkImageUpload({ name: 'slip.jpg', type: 'image/jpeg', size: IMAGE_UPLOAD_RULE.maxBytes }, 2)).toBeNull();
    expect(checkImageUpload({ name: 'slip.JPEG', type: '', size: 10 }, 0)).toBeNull();
  });
  it('refuses a fourth image', () => {
    expect(checkImageUpload(png, 3)).toEqual({ key: 'too_many_images', params: { 0: 3 } });
  });
  it('refuses other types, by MIME type or by name when the type is unknown', () => {
    expect(checkImageUpload({ name: 'slip.gif', type: 'image/gif', size: 10 }, 0)).toEqual({
      key: 'image_type_invalid',
    });
    expect(checkImageUpload({ name: 'slip.pdf', type: '', size: 10 }, 0)).toEqual({ key: 'image_type_invalid' });
  });
  it('refuses an image one byte over 5 MB', () => {
    expect(checkImageUpload({ ...png, size: 5 * 1024 * 1024 + 1 }, 0)).toEqual({
      key: 'image_too_large',
      params: { 0: 5 },
    });
  });
});
