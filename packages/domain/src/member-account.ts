import { FEEDBACK_MAX_IMAGE_BYTES, isAcceptedImage } from './feedback';
import type { DomainMessage } from './message-keys';

/** The character that stands for a hidden digit or letter of a bound contact. */
export const MASK_CHARACTER = '*';

/**
 * A bound mobile number as the member centre shows it (SPEC §2 my account): the first 3 and last 3 digits kept,
 * the rest masked; a short number keeps only its last 2. Spaces and dashes are dropped first.
 */
export function maskMobile(mobile: string): string {
  const digits = mobile.replace(/[\s-]/g, '');
  if (digits.length <= 4) return MASK_CHARACTER.repeat(Math.max(digits.length - 2, 0)) + digits.slice(-2);
  if (digits.length <= 7) return MASK_CHARACTER.repeat(digits.length - 2) + digits.slice(-2);
  return digits.slice(0, 3) + MASK_CHARACTER.repeat(digits.length - 6) + digits.slice(-3);
}

/**
 * A bound e-mail address as the member centre shows it: the first 2 characters of the name kept (1 for a name of
 * 1 or 2), the rest of the name masked with 4 stars whatever its length, the domain kept.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return MASK_CHARACTER.repeat(4);
  const name = email.slice(0, at);
  const kept = name.length <= 2 ? name.slice(0, 1) : name.slice(0, 2);
  return `${kept}${MASK_CHARACTER.repeat(4)}${email.slice(at)}`;
}

/** An image as a File gives it. */
export interface AvatarFile {
  name: string;
  type?: string;
  size: number;
}

/** Checks a custom avatar before it is cropped: png or jpg, at most 5 MB (the image rules of SPEC §5). */
export function checkAvatarImage(file: AvatarFile): DomainMessage | null {
  if (!isAcceptedImage(file)) return { key: 'image_type_invalid' };
  if (file.size > FEEDBACK_MAX_IMAGE_BYTES) return { key: 'image_too_large', params: { 0: 5 } };
  return null;
}

/** The side, in pixels, of the square a custom avatar is cropped and scaled to before upload. */
export const AVATAR_SIDE_PX = 256;

/**
 * The square to cut from an image of the given size: the largest centred square, moved by `offset` (−1 … 1 of the
 * room left on the longer side) so the player can choose which part shows.
 */
export function avatarCrop(width: number, height: number, offset = 0): { x: number; y: number; side: number } {
  const side = Math.min(width, height);
  const clamp = Math.max(-1, Math.min(1, offset));
  const room = (Math.max(width, height) - side) / 2;
  const shift = Math.round(room + clamp * room);
  return width >= height ? { x: shift, y: 0, side } : { x: 0, y: shift, side };
}

/** The inbox order of platform information (SPEC §2): unread messages first, then newest first. */
export function orderInbox<M extends { read: boolean; time: number }>(messages: readonly M[]): M[] {
  return [...messages].sort((a, b) => Number(a.read) - Number(b.read) || b.time - a.time);
}
