import { CUSTOMER_SERVICE_LIVE_CHAT } from '@lobbykit/api-client';
import { ROUTES, splitEsports } from '@lobbykit/domain';
import { describe, expect, it } from 'vitest';
import { SEED_ACCOUNTS } from '../src/state/seed-accounts';
import { useSandbox } from './harness';

const platform = useSandbox();

describe('announcements (SPEC §2 notices, PLATFORM-FACTS §6.7)', () => {
  it('gives visitors the notices, banners, promotions and only the anonymous popup', async () => {
    const value = await platform.client().getAnnouncements();
    expect(value.player).toHaveLength(23);
    expect(value.player[0]?.content).toContain('<strong>');
    expect(value.popup.map((popup) => popup.execution)).toEqual(['B']);
    expect(new Set(value.banners.map((banner) => banner.groupName))).toEqual(
      new Set(['w_home', 'w_login', 'w_register', 'w_forget', 'w_leftmenu', 'w_promotion']),
    );
    expect(value.promotion.some((promotion) => promotion.category === null)).toBe(true);
  });

  it('gives a logged-in player popup A, and popup F too on the first login', async () => {
    const regular = platform.client();
    await regular.login(SEED_ACCOUNTS.member);
    expect((await regular.getAnnouncements()).popup.map((popup) => popup.execution)).toEqual(['A']);
    const firstTimer = platform.client();
    await firstTimer.login(SEED_ACCOUNTS.mustChange);
    expect((await firstTimer.getAnnouncements()).popup.map((popup) => popup.execution)).toEqual(['A', 'F']);
  });

  it('shows a first-time player nothing that assumes an earlier visit or a page the site lacks', async () => {
    const firstTimer = platform.client();
    await firstTimer.login(SEED_ACCOUNTS.mustChange);
    const popups = (await firstTimer.getAnnouncements()).popup;
    for (const popup of popups) {
      expect(`${popup.title} ${popup.content}`).not.toMatch(/welcome back|again|reward cent(re|er)/i);
      for (const [, href] of popup.content.matchAll(/href="([^"]*)"/g)) expect(ROUTES).toContain(href);
    }
  });

  it('offers varied promotions: several categories, one without, one without an image, activities that exist', async () => {
    const { promotion } = await platform.client().getAnnouncements();
    expect(new Set(promotion.map((item) => item.category)).size).toBeGreaterThanOrEqual(8);
    expect(promotion.some((item) => !item.announcementImages.some((image) => image.sequence === 1))).toBe(true);
    const member = platform.client();
    await member.login(SEED_ACCOUNTS.member);
    const activities = new Map((await member.getRewardCenter()).list.map((activity) => [activity.id, activity.state]));
    const linked = promotion.flatMap((item) => (item.activityId ? [item.activityId] : []));
    expect(linked.length).toBeGreaterThanOrEqual(4);
    expect(linked.filter((id) => !activities.has(id))).toEqual([]);
    // The member can both join and claim from a promotion's page.
    expect(linked.map((id) => activities.get(id))).toEqual(expect.arrayContaining(['Join', 'Claim']));
  });

  it('answers only the requested types', async () => {
    const value = await platform.client().getAnnouncements({ types: 'PL' });
    expect([value.player.length > 0, value.banners, value.popup, value.promotion]).toEqual([true, [], [], []]);
  });
});

describe('game vendor lanes (SPEC §2 header navigation, §3 vendor card)', () => {
  it('offers every category, one with 15+ vendors and one with 9 to 14', async () => {
    const { lanes } = (await platform.client().getGameVendors()).data;
    const sizes = Object.fromEntries(lanes.map((lane) => [lane.title, lane.cards.length]));
    expect(Object.keys(sizes)).toEqual(['RNG', 'LIVE', 'SPORTS', 'ESPORTS', 'ELOTT', 'LOTT', 'PVP', 'FISH']);
    expect(sizes.RNG).toBeGreaterThanOrEqual(15);
    expect(sizes.LIVE).toBeGreaterThanOrEqual(9);
    expect(sizes.LIVE).toBeLessThanOrEqual(14);
  });

  it('marks hot vendors, a popup-list vendor, one under maintenance, and the lottery vendors', async () => {
    const cards = (await platform.client().getGameVendors()).data.lanes.flatMap((lane) => lane.cards);
    expect(cards.filter((card) => card.isHot === 1).length).toBeGreaterThan(3);
    expect(cards.find((card) => card.isGame === 'VASSALAGE')?.vassalage).toBe('KM');
    expect(cards.find((card) => card.isNew === 1)?.vassalage).toBe('CQ9');
    const lottery = cards.filter((card) => card.gameType === 'ELOTT').map((card) => card.vassalage);
    expect(lottery).toEqual(expect.arrayContaining(['TCG_SEA', 'GPI', 'TCG_LOTTO_VN']));
  });

  it('files e-sports vendors under SPORTS the way the platform does, for the domain to split', async () => {
    const { lanes } = (await platform.client().getGameVendors()).data;
    const sorting = lanes.map((lane) => ({ gameCategory: lane.title, vendors: lane.cards }));
    const esports = splitEsports(sorting).find((entry) => entry.gameCategory === 'ESPORTS');
    expect(esports?.vendors.map((vendor) => vendor.vassalage)).toEqual(['IMES', 'TF', 'IA', 'AV', 'AI']);
  });

  it('serves each vendor logo as generated art', async () => {
    const card = (await platform.client().getGameVendors()).data.lanes[0]?.cards[0];
    const logo = await platform.sandbox.fetch(new Request(`http://platform.test${card?.smallIcon ?? ''}`));
    expect([logo.status, logo.headers.get('content-type')]).toEqual([200, 'image/png']);
  });
});

describe('customer service, countries, domains and help (SPEC §7 other)', () => {
  it('hides the live-chat path, which the client opens with the last-8-characters key', async () => {
    const client = platform.client();
    const { pathList } = (await client.getCustomerService()).version;
    const chat = pathList.find((channel) => channel.type === CUSTOMER_SERVICE_LIVE_CHAT);
    expect(chat?.path).not.toContain('chat.html');
    expect(await client.openCustomerServicePath(chat?.path ?? '')).toBe('/sandbox-assets/chat.html');
    expect(pathList.find((channel) => channel.csType === 'WHATSAPP')?.path).toMatch(/^https:\/\/wa\.me\//);
  });

  it('carries the same encrypted chat entry in the status configuration', async () => {
    const client = platform.client();
    const entry = (await client.getSystemStatus()).info.customerService.find((channel) => channel.type === 3);
    expect(await client.openCustomerServicePath(entry?.path ?? '')).toBe('/sandbox-assets/chat.html');
  });

  it('lists countries with dialing codes, and the domain routes with their speed', async () => {
    const client = platform.client();
    expect(await client.getCountryCodes()).toContainEqual({ countryCode: 'VN', countryDialingCode: '84' });
    expect((await client.getDomainRoutes())[0]).toEqual({ domain: 'lobbykit.test', speed: 120 });
  });

  it('answers the help centre in the client’s current language', async () => {
    let language = 'EN';
    const client = platform.client({ language: () => language });
    expect((await client.getHelpCentre()).helpContent[0]?.title).toBe('How to deposit');
    language = 'TY';
    expect((await client.getHelpCentre()).helpContent[0]?.title).toBe('Paano mag-deposito');
  });
});

describe('whitelabel and register settings (SPEC §1 module tree, §5)', () => {
  it('turns a module off through the control and reports it in the tree', async () => {
    await platform.controls.setModuleFlags({ FREEPLAY3: false });
    const tree = JSON.stringify(await platform.client().getWhitelabel());
    expect(tree).toContain('"modId":"FREEPLAY3","enabled":"0"');
  });

  it('reports the rules of every register-settings field, changed by the control', async () => {
    await platform.controls.setRegisterRules({ email: { required: true }, qqNum: null });
    const rules = await platform.client().getRegisterSettings();
    expect(Object.keys(rules)).toEqual(
      expect.arrayContaining([
        'username',
        'password',
        'payeeName',
        'paymentPassword',
        'line',
        'whatsapp',
        'facebook',
        'wechat',
        'idNumber',
        'email',
        'mobileNum',
        'affiliateCode',
        'captcha',
        'recommenderId',
      ]),
    );
    expect(rules.qqNum).toBeUndefined();
    expect(rules.email).toMatchObject({ enabled: true, required: true, patternId: 3 });
  });
});
