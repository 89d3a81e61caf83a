import { FEEDBACK_MAX_IMAGE_BYTES, FEEDBACK_MAX_IMAGES, type FeedbackImage, isAcceptedImage } from './feedback';
import type { DomainMessage } from './message-keys';

/**
 * The image upload rule of SPEC §5 and §9, one for every upload (feedback, withdrawal proof): png or jpg, at most
 * 5 MB each, at most 3 in all.
 */
export const IMAGE_UPLOAD_RULE = {
  accept: 'image/png,image/jpeg,.png,.jpg,.jpeg',
  maxCount: FEEDBACK_MAX_IMAGES,
  maxBytes: FEEDBACK_MAX_IMAGE_BYTES,
  maxMegabytes: FEEDBACK_MAX_IMAGE_BYTES / (1024 * 1024),
} as const;

/**
 * Why one more image cannot join the `chosen` ones (SPEC §5): too many already, not png/jpg, or over 5 MB; null
 * when it may.
 */
export function checkImageUpload(image: FeedbackImage, chosen: number): DomainMessage | null {
  if (chosen >= IMAGE_UPLOAD_RULE.maxCount) {
    return { key: 'too_many_images', params: { 0: IMAGE_UPLOAD_RULE.maxCount } };
  }
  if (!isAcceptedImage(image)) return { key: 'image_type_invalid' };
  if (image.size > IMAGE_UPLOAD_RULE.maxBytes) {
    return { key: 'image_too_large', params: { 0: IMAGE_UPLOAD_RULE.maxMegabytes } };
  }
  return null;
}
