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

/** Banners for every page group of PLATFORM-FACTS §6.7; three on the home carousel. */
export const seedBanners: Announcements['banners'] = bannerGroups.map((groupName, index) => ({
  id: 7000 + index,
  groupName,
  url: `/sandbox-assets/banner/${groupName}-${index}.svg`,
  linkageType: index === 0 ? 'PROMOTION' : null,
  linkageUrl: index === 0 ? '/promotions#8000' : null,
  title: `Banner ${index + 1}`,
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

const promotionCategories = [
  'rng_promo',
  'live_promo',
  'sport_promo',
  'deposit_promo',
  'rebate_promo',
  'new_player',
  'fish_promo',
  null,
];

/** Promotions across categories; the last has none (shown as other_promo). */
export const seedPromotions: Announcements['promotion'] = promotionCategories.map((category, index) => ({
  id: 8000 + index,
  title: `Promotion ${index + 1}: ${category ?? 'special offer'}`,
  category,
  content: `<h3>How to join</h3><p>Deposit and play to earn up to <strong>${(index + 1) * 5}%</strong> bonus.</p>`,
  announcementImages: [
    { sequence: 2, url: `/sandbox-assets/banner/promotion-${index}-b.svg` },
    { sequence: 1, url: `/sandbox-assets/banner/promotion-${index}.svg` },
  ],
  startDate: BASE - (index + 1) * DAY,
  endDate: index === 0 ? null : BASE + (30 + index) * DAY,
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

const helpTopics = [
  ['deposit', 'How to deposit', 'Paano mag-deposito'],
  ['withdraw', 'How to withdraw', 'Paano mag-withdraw'],
  ['register', 'How to register', 'Paano magparehistro'],
  ['responsible', 'Responsible gaming', 'Responsableng paglalaro'],
  ['contact', 'Contact us', 'Makipag-ugnayan sa amin'],
] as const;

const terms = {
  EN: {
    title: 'Terms and Conditions',
    content:
      '<h2>Terms and Conditions</h2><ol><li>You must be 18 or older to play.</li>' +
      '<li>One account per person; keep your password and payment password to yourself.</li>' +
      '<li>Deposits and withdrawals are made only to accounts in your own name.</li>' +
      '<li>Bonuses carry the wagering requirements shown in each promotion.</li>' +
      '<li>We may close an account used for fraud or abuse of promotions.</li></ol>',
  },
  TY: {
    title: 'Mga Tuntunin at Kundisyon',
    content:
      '<h2>Mga Tuntunin at Kundisyon</h2><ol><li>Dapat ay 18 taong gulang pataas ka upang maglaro.</li>' +
      '<li>Isang account bawat tao; huwag ibahagi ang iyong password at payment password.</li>' +
      '<li>Ang deposito at withdrawal ay sa mga account lamang na nasa iyong pangalan.</li>' +
      '<li>May wagering requirement ang bawat bonus ayon sa promosyon.</li>' +
      '<li>Maaari naming isara ang account na ginamit sa pandaraya o pang-aabuso ng promosyon.</li></ol>',
  },
} as const;

/** Help topics in EN and TY (other languages fall back to EN), the terms (tag `terms`) among them. */
export function helpTopicsFor(language: string) {
  const tagalog = language.toUpperCase() === 'TY';
  return [
    ...helpTopics.map(([tag, english, filipino]) => ({
      tag,
      title: tagalog ? filipino : english,
      content: `<h2>${tagalog ? filipino : english}</h2><ol><li>Log in.</li><li>Open the member centre.</li><li>Follow the steps on screen.</li></ol>`,
    })),
    { tag: 'terms', ...terms[tagalog ? 'TY' : 'EN'] },
  ];
}

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
  { resourceType: 'Android', labelNameEn: 'Android app', url: '/app', qrCodeUrl: '/sandbox-assets/qr/android.svg' },
  { resourceType: 'iOS', labelNameEn: 'iOS app', url: '/app', qrCodeUrl: '/sandbox-assets/qr/ios.svg' },
  { resourceType: 'WHATSAPP', labelNameEn: 'WhatsApp', url: 'https://wa.me/84900000000' },
  { resourceType: 'FACEBOOK', labelNameEn: 'Facebook', url: 'https://facebook.com/lobbykit' },
  { resourceType: 'TELEGRAM', labelNameEn: 'Telegram', url: 'https://t.me/lobbykit' },
  { resourceType: 'INSTAGRAM', labelNameEn: 'Instagram', url: 'https://instagram.com/lobbykit' },
  { resourceType: 'AFFILIATE', labelNameEn: 'Affiliates', url: '/join' },
];
