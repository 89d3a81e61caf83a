import { describe, expect, it } from 'vitest';
import { SEED_ACCOUNTS } from '../src/state/seed-accounts';
import { failure } from './failure';
import { useSandbox } from './harness';

const platform = useSandbox();
const { member } = SEED_ACCOUNTS;

// A 1 × 1 png, as a cropped avatar would be sent (base64 data URL).
const tinyPng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('my account: contacts and avatar (SPEC §2 securityCenter, §3 member info)', () => {
  it('tells the member its bound mobile and e-mail', async () => {
    const client = platform.client();
    await client.login(member);
    expect(await client.getMemberInfo()).toMatchObject({
      mobileNum: member.mobileNum,
      countryDialingCode: '84',
      email: member.email,
    });
  });

  it('offers stock avatars and sets one', async () => {
    const client = platform.client();
    await client.login(member);
    const { list } = await client.getAvatarChoices();
    expect(list.length).toBeGreaterThanOrEqual(6);
    const chosen = list[2]!;
    expect(await client.setPlayerAvatar({ avatarType: 'STATIC', avatarId: chosen.id })).toEqual({
      avatar: chosen.avatar,
      avatarType: 'STATIC',
    });
    expect(await client.getPlayerAvatar()).toEqual({ avatar: chosen.avatar, avatarType: 'STATIC' });
  });

  it('keeps an uploaded square image as the custom avatar', async () => {
    const client = platform.client();
    await client.login(member);
    await client.setPlayerAvatar({ avatarType: 'CUSTOM', image: tinyPng });
    expect(await client.getMemberIcon()).toEqual({ avatar: tinyPng, avatarType: 'CUSTOM' });
  });

  it('refuses an unknown stock avatar', async () => {
    const client = platform.client();
    await client.login(member);
    expect(await failure(client.setPlayerAvatar({ avatarType: 'STATIC', avatarId: 'nope' }))).toMatchObject({
      messageKey: 'invalid_request',
    });
  });
});
