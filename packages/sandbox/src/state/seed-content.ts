import type { Announcements } from '@lobbykit/api-client';

const DAY = 24 * 60 * 60 * 1000;
/** Content dates are fixed so stories and screenshots are stable. */
const BASE = Date.UTC(2026, 0, 15, 9, 0, 0);

const noticeTitles = [
  'System upgrade completed',
  'New payment channel available',
  'Weekend cashback is live',
  'Responsible gaming reminder',
  'Holiday customer service hours',
];

/** 23 player notices with HTML content (3 pages of 10), one carrying a script the UI must sanitise away. */
export const seedNotices: Announcements['player'] = Array.from({ length: 23 }, (_, index) => ({
  id: 9000 + index,
  title: `${noticeTitles[index % noticeTitles.length]} #${index + 1}`,
  content:
    index === 2
      ? '<p>Cashback <strong>10%</strong> every weekend.</p><script>window.__lobbykitXss = true</script><img src="x" onerror="window.__lobbykitXss = true">'
      : `<p>Notice ${index + 1}: <strong>important</strong> information for all players.</p><p><a href="https://lobbykit.test/help" target="_blank">Read more</a></p>`,
  date: BASE - index * DAY,
}));

const bannerGroups = ['w_home', 'w_home', 'w_home', 'w_login', 'w_register', 'w_forget', 'w_leftmenu', 'w_promotion'];

/** What the three home banners say; their art is drawn from it (routes/assets.ts). */
export const homeBannerCopy = [
  { headline: 'Welcome bonus 100%', detail: 'Double your first deposit, up to 5,000,000 VND', action: 'Claim now' },
  { headline: 'Weekend cashback 10%', detail: 'Every Saturday and Sunday, on all slots', action: 'Learn more' },
  { headline: 'Live casino nights', detail: 'Baccarat, roulette and more with real dealers', action: 'Play live' },
] as const;

/** Banners for every page group of PLATFORM-FACTS §6.7; three on the home carousel. */
export const seedBanners: Announcements['banners'] = bannerGroups.map((groupName, index) => ({
  id: 7000 + index,
  groupName,
  url: `/sandbox-assets/banner/${groupName}-${index}.svg`,
  linkageType: index === 0 ? 'PROMOTION' : null,
  linkageUrl: index === 0 ? '/promotions#8000' : null,
  title: homeBannerCopy[index]?.headline ?? `Banner ${index + 1}`,
}));

/**
 * One popup per execution kind: A logged in, B anonymous, F first login. A is shown on a first login too (next to
 * F), so it says nothing a new player would find odd, and no popup points to a page the site does not have yet.
 */
export const seedPopups: Announcements['popup'] = [
  {
    id: 6001,
    title: 'Good luck today',
    content: '<p>New games arrive in the lobby every week.</p>',
    promotionType: null,
    execution: 'A',
  },
  {
    id: 6002,
    title: 'Join LobbyKit',
    content: '<p>Register now and get a welcome bonus.</p>',
    promotionType: 'new_player',
    execution: 'B',
  },
  {
    id: 6003,
    title: 'Welcome to LobbyKit',
    content: '<p>Your account is ready. Set a payment password before your first withdrawal.</p>',
    promotionType: null,
    execution: 'F',
  },
];

type SeedPromotion = {
  title: string;
  category: string | null;
  /** The reward-centre activity the promotion runs (seed-activities' A01 …), if a player acts on it. */
  activityId?: string;
  /** The banner's label; none = the promotion has no image of sequence 1 (the card shows its fallback art). */
  image: string | null;
  rules: string[];
};

const howToJoin = (rules: string[]) =>
  `<h3>How it works</h3><ol>${rules.map((rule) => `<li>${rule}</li>`).join('')}</ol>` +
  '<h3>Terms</h3><p>Bonuses carry a <strong>10x</strong> wagering requirement. ' +
  '<a href="https://lobbykit.test/terms">Full terms</a></p>';

const promotionSeeds: SeedPromotion[] = [
  {
    title: 'Slots week: bet 500, win 50',
    category: 'rng_promo',
    activityId: 'A01',
    image: 'SLOTS-WEEK',
    rules: ['Join the mission on this page.', 'Bet 500 on any slot game this week.', 'Claim 50 here.'],
  },
  {
    title: 'Live casino marathon',
    category: 'live_promo',
    activityId: 'A02',
    image: 'LIVE-MARATHON',
    rules: ['Join the marathon.', 'Reach 100,000 valid bets at live tables.', 'Claim 200.'],
  },
  {
    title: 'Sports weekend cashback',
    category: 'sport_promo',
    activityId: 'A04',
    image: 'SPORTS-WEEKEND',
    rules: ['Join before kick-off.', 'Bet 500 on sports this weekend.', 'Claim 20 on Monday.'],
  },
  {
    title: 'Deposit 1,000 get 100',
    category: 'deposit_promo',
    activityId: 'A07',
    image: 'DEPOSIT-BONUS',
    rules: ['Deposit 1,000 or more.', 'Claim the bonus; our team reviews it within a day.'],
  },
  {
    title: 'Weekly rebate 0.5%',
    category: 'rebate_promo',
    image: 'REBATE',
    rules: ['Play any game.', 'Every Monday, 0.5% of last week’s valid bets comes back to your wallet.'],
  },
  {
    title: 'Welcome bonus for new players',
    category: 'new_player',
    image: 'WELCOME',
    rules: ['Register an account.', 'Make your first deposit.', 'Receive 88 in your main wallet.'],
  },
  {
    title: 'Fishing challenge',
    category: 'fish_promo',
    activityId: 'A03',
    image: 'FISHING',
    rules: ['Join the challenge.', 'Bet 300 at fishing games.', 'Claim 30.'],
  },
  {
    // No category: the page files it under other_promo (PLATFORM-FACTS §6.12).
    title: 'Lucky raffle',
    category: null,
    activityId: 'A06',
    image: 'RAFFLE',
    rules: ['Bet 300 on any game this fortnight.', 'Draw your prize here: up to 188.'],
  },
  {
    title: 'VIP rank rules',
    category: 'player_rank_rules',
    image: null,
    rules: ['Your level rises with your total valid bets and deposits.', 'Each level brings higher rebates.'],
  },
  {
    title: 'Weekend poker tournament',
    category: 'pvp_promo',
    activityId: 'A09',
    image: 'TOURNAMENT',
    rules: ['Join the tournament.', 'Play poker all weekend.', 'The top players share the prize.'],
  },
  {
    // A category the kit does not know: filed under other_promo too.
    title: 'Spring festival',
    category: 'festival_promo',
    activityId: 'A10',
    image: 'SPRING',
    rules: ['Opens next week.', 'Join from this page when it starts.'],
  },
];

/**
 * Promotions across categories: one with no category and one with an unknown one (both other_promo), one without
 * an image, several running a reward-centre activity to join or claim from their page, and one whose HTML carries
 * a script the UI must sanitise away. 8000 is the one the home banner links to.
 */
export const seedPromotions: Announcements['promotion'] = promotionSeeds.map((seed, index) => ({
  id: 8000 + index,
  title: seed.title,
  category: seed.category,
  content:
    index === 4
      ? `${howToJoin(seed.rules)}<script>window.__lobbykitXss = true</script><img src="x" onerror="window.__lobbykitXss = true">`
      : howToJoin(seed.rules),
  announcementImages: seed.image
    ? [
        { sequence: 2, url: `/sandbox-assets/banner/${seed.image}-2.svg` },
        { sequence: 1, url: `/sandbox-assets/banner/${seed.image}.svg` },
      ]
    : [{ sequence: 2, url: '/sandbox-assets/banner/VIP-2.svg' }],
  // Newest first in the list as the platform sends it; the teaser sorts by start anyway.
  startDate: BASE - (index + 1) * DAY,
  endDate: index === 4 || index === 8 ? null : BASE + (30 + index) * DAY,
  activityId: seed.activityId ?? null,
}));

/** Countries for the dialing-code picker. */
export const seedCountries = [
  ['VN', '84'],
  ['PH', '63'],
  ['TH', '66'],
  ['ID', '62'],
  ['MY', '60'],
  ['SG', '65'],
  ['IN', '91'],
  ['JP', '81'],
  ['KR', '82'],
  ['CN', '86'],
  ['US', '1'],
  ['GB', '44'],
].map(([countryCode = '', countryDialingCode = '']) => ({ countryCode, countryDialingCode }));

/** Domains the site may route through. */
export const seedDomainRoutes = [
  { domain: 'lobbykit.test', speed: 120 },
  { domain: 'www.lobbykit.test', speed: 180 },
  { domain: 'm.lobbykit.test', speed: 240 },
];

/** Customer-service channels before sealing: type 3 live chat (path sealed at answer time), 1 messaging, 2 social. */
export const seedCustomerService = [
  { type: 3, csType: 'LIVECHAT', labelNameEn: 'Live chat', url: '/sandbox-assets/chat.html' },
  { type: 1, csType: 'WHATSAPP', labelNameEn: 'WhatsApp', url: 'https://wa.me/84900000000' },
  { type: 1, csType: 'TELEGRAM', labelNameEn: 'Telegram', url: 'https://t.me/lobbykit' },
  { type: 1, csType: 'ZALO', labelNameEn: 'Zalo', url: 'https://zalo.me/84900000000' },
  { type: 2, csType: 'FACEBOOK', labelNameEn: 'Facebook', url: 'https://facebook.com/lobbykit' },
];

/** Site resources (PLATFORM-FACTS §6.5): app downloads, social pages and the affiliates link. */
export const seedResources = [
  {
    resourceType: 'Android',
    labelNameEn: 'Android app',
    url: 'https://play.google.com/store/apps/details?id=dev.lobbykit.sandbox',
    qrCodeUrl: '/sandbox-assets/qr/android.svg',
  },
  {
    resourceType: 'iOS',
    labelNameEn: 'iOS app',
    url: 'https://apps.apple.com/app/lobbykit-sandbox/id6450000000',
    qrCodeUrl: '/sandbox-assets/qr/ios.svg',
  },
  { resourceType: 'WHATSAPP', labelNameEn: 'WhatsApp', url: 'https://wa.me/84900000000' },
  { resourceType: 'FACEBOOK', labelNameEn: 'Facebook', url: 'https://facebook.com/lobbykit' },
  { resourceType: 'TELEGRAM', labelNameEn: 'Telegram', url: 'https://t.me/lobbykit' },
  { resourceType: 'INSTAGRAM', labelNameEn: 'Instagram', url: 'https://instagram.com/lobbykit' },
  { resourceType: 'AFFILIATE', labelNameEn: 'Affiliates', url: '/join' },
];
