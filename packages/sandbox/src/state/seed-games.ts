import type { VendorLane } from '@lobbykit/api-client';

type Card = VendorLane['cards'][number];

interface VendorSeed {
  code: string;
  name: string;
  hot?: boolean;
  popupList?: boolean;
  maintenance?: boolean;
}

const card = (gameType: string, vendor: VendorSeed, index: number): Card => ({
  vassalage: vendor.code,
  displayName: vendor.name,
  gameType,
  accountTypeId: 1000 + index,
  accountTypeName: vendor.code,
  smallIcon: `/sandbox-assets/vendor/${vendor.code}.png`,
  lagerIcon: `/sandbox-assets/vendor/${vendor.code}.png?size=large`,
  isHot: vendor.hot ? 1 : 0,
  isGame: vendor.popupList ? 'VASSALAGE' : null,
  isNew: vendor.maintenance ? 1 : 0,
  gameCode: `${vendor.code}_LOBBY`,
  nodeId: 5000 + index,
  gameId: null,
});

const lane = (title: string, vendors: VendorSeed[], classify: string[] = []): VendorLane => ({
  title,
  cards: vendors.map((vendor, index) => card(title, vendor, index)),
  gameClassify: classify.map((key, index) => ({ key, displayName: key.replace(/_/g, ' '), gameCount: 12 + index * 7 })),
});

/**
 * Vendor lanes for every category of SPEC §3: RNG has 16 vendors (More entry), LIVE 10 (narrow layout), some hot;
 * KM in PVP opens a popup game list (VASSALAGE); CQ9 is under maintenance; ELOTT has TCG_SEA, GPI and TCG_LOTTO_VN;
 * e-sports vendors sit in SPORTS as the platform sends them (the client splits them out) and in ESPORTS.
 */
export const seedVendorLanes: VendorLane[] = [
  lane(
    'RNG',
    [
      { code: 'PG', name: 'PG Soft', hot: true },
      { code: 'JL', name: 'JILI', hot: true },
      { code: 'PP', name: 'Pragmatic Play', hot: true },
      { code: 'CQ9', name: 'CQ9', maintenance: true },
      { code: 'JDB', name: 'JDB' },
      { code: 'FC', name: 'Fa Chai' },
      { code: 'PT', name: 'Playtech' },
      { code: 'EG2', name: 'Evoplay' },
      { code: 'BGS', name: 'Booongo' },
      { code: 'SPB', name: 'Spribe' },
      { code: 'SS', name: 'Spade Slots' },
      { code: 'HB', name: 'Habanero' },
      { code: 'RT', name: 'Red Tiger' },
      { code: 'NE', name: 'NetEnt' },
      { code: 'MG', name: 'Microgaming' },
      { code: 'KA', name: 'KA Gaming' },
    ],
    ['SLOT', 'TABLE', 'ARCADE', 'JACKPOT'],
  ),
  lane('LIVE', [
    { code: 'EVO', name: 'Evolution', hot: true },
    { code: 'SA', name: 'SA Gaming', hot: true },
    { code: 'AG', name: 'Asia Gaming' },
    { code: 'DG', name: 'Dream Gaming' },
    { code: 'WM', name: 'WM Casino' },
    { code: 'EZ', name: 'Ezugi' },
    { code: 'PPL', name: 'Pragmatic Live' },
    { code: 'BG', name: 'Big Gaming' },
    { code: 'AB', name: 'Allbet' },
    { code: 'SE', name: 'Sexy Baccarat' },
  ]),
  lane('SPORTS', [
    { code: 'SABA', name: 'SABA Sports', hot: true },
    { code: 'BTI', name: 'BTi Sports' },
    { code: 'CMD', name: 'CMD368' },
    { code: 'IMES', name: 'IM eSports' },
    { code: 'TF', name: 'TF Gaming' },
    { code: 'IA', name: 'IA eSports' },
  ]),
  lane('ESPORTS', [
    { code: 'AV', name: 'AV eSports' },
    { code: 'AI', name: 'AI eSports' },
  ]),
  lane('ELOTT', [
    { code: 'TCG_LOTTO_VN', name: 'VN Lottery', hot: true },
    { code: 'TCG_SEA', name: 'SEA Lottery' },
    { code: 'GPI', name: 'GPI Keno' },
  ]),
  lane('LOTT', [{ code: 'LOTT', name: 'Lottery' }]),
  lane('PVP', [
    { code: 'KM', name: 'King Maker', popupList: true, hot: true },
    { code: 'V8', name: 'V8 Poker' },
    { code: 'KY', name: 'Kaiyuan' },
  ]),
  lane('FISH', [
    { code: 'JLF', name: 'JILI Fishing' },
    { code: 'FCF', name: 'Fa Chai Fishing', hot: true },
  ]),
];
