import { describe, expect, it } from 'vitest';
import { avatarCrop, checkAvatarImage, maskEmail, maskMobile, orderInbox } from '../src';

describe('bound contacts shown masked (SPEC §2 my account)', () => {
  it('keeps the first 3 and last 3 digits of a mobile number', () => {
    expect(maskMobile('912345678')).toBe('912***678');
    expect(maskMobile('0912 345-678')).toBe('091****678');
  });
  it('keeps only the last 2 digits of a short number', () => {
    expect(maskMobile('12345')).toBe('***45');
    expect(maskMobile('123')).toBe('*23');
  });
  it('keeps the first 2 characters of an e-mail name and the domain', () => {
    expect(maskEmail('player1@lobbykit.test')).toBe('pl****@lobbykit.test');
    expect(maskEmail('ab@x.io')).toBe('a****@x.io');
  });
  it('never shows an address without a name', () => {
    expect(maskEmail('@x.io')).toBe('****');
    expect(maskEmail('nonsense')).toBe('****');
  });
});

describe('custom avatar image (SPEC §5 image rules)', () => {
  it('accepts png and jpg up to 5 MB', () => {
    expect(checkAvatarImage({ name: 'me.png', type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(checkAvatarImage({ name: 'me.jpg', type: '', size: 10 })).toBeNull();
  });
  it('refuses other types and larger files with their messages', () => {
    expect(checkAvatarImage({ name: 'me.gif', type: 'image/gif', size: 10 })).toEqual({ key: 'image_type_invalid' });
    expect(checkAvatarImage({ name: 'me.png', type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toEqual({
      key: 'image_too_large',
      params: { 0: 5 },
    });
  });
  it('crops the largest centred square, moved within the room left', () => {
    expect(avatarCrop(400, 200)).toEqual({ x: 100, y: 0, side: 200 });
    expect(avatarCrop(400, 200, -1)).toEqual({ x: 0, y: 0, side: 200 });
    expect(avatarCrop(200, 400, 1)).toEqual({ x: 0, y: 200, side: 200 });
    expect(avatarCrop(300, 300, 0.5)).toEqual({ x: 0, y: 0, side: 300 });
  });
});

describe('inbox order (SPEC §2 platform information)', () => {
  it('lists unread messages first, each group newest first', () => {
    const ordered = orderInbox([
      { id: 'a', read: true, time: 5 },
      { id: 'b', read: false, time: 1 },
      { id: 'c', read: true, time: 9 },
      { id: 'd', read: false, time: 3 },
    ]);
    expect(ordered.map((message) => message.id)).toEqual(['d', 'b', 'c', 'a']);
  });
});
