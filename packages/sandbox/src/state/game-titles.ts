import { seededRandom } from './seeded-random';

/** A game's title and its classify group. */
export interface GameTitle {
  name: string;
  classify: string;
}

const SLOT_WORDS = [
  'Golden,Lucky,Mystic,Wild,Royal,Jade,Crimson,Thunder,Lotus,Neon,Cosmic,Ancient,Samurai,Tiger,Phoenix,Emerald',
  'Sapphire,Ruby,Midnight,Sunny,Frozen,Blazing,Sweet,Candy,Pirate,Viking,Aztec,Ocean,Silver,Spirit',
]
  .join(',')
  .split(',');
const SLOT_NOUNS = [
  'Dragon,Fortune,Riches,Treasure,Gems,Spins,Jackpot,Kingdom,Temple,Empire,Legends,Quest,Fruits,Bonanza,Rush,Koi',
  'Panda,Lion,Wolf,Eagle,Moon,Stars,Coins,Vault,Palace,Garden,Festival,Carnival,Express,Blitz,Nights,Party,Magic',
  'Odyssey,Reels,Wheel,Bells,Sevens,Diamonds,Mines',
]
  .join(',')
  .split(',');

const TABLES: Array<[string, string]> = [
  ['Baccarat', 'BACCARAT'],
  ['Speed Baccarat', 'BACCARAT'],
  ['Roulette', 'ROULETTE'],
  ['Lightning Roulette', 'ROULETTE'],
  ['Blackjack', 'BLACKJACK'],
  ['Sic Bo', 'SICBO'],
  ['Dragon Tiger', 'BACCARAT'],
  ['Money Wheel', 'GAME_SHOW'],
];
const CARD_GAMES: Array<[string, string]> = [
  ['Tien Len', 'CARD'],
  ['Texas Poker', 'CARD'],
  ['Mahjong Duel', 'MAHJONG'],
  ['Ludo', 'CASUAL'],
  ['Rummy', 'CARD'],
  ['Sam Loc', 'CARD'],
  ['Xoc Dia', 'CASUAL'],
  ['Bau Cua', 'CASUAL'],
  ['Teen Patti', 'CARD'],
  ['Mahjong Ways', 'MAHJONG'],
];
const FISH_WORDS = ['Ocean King', 'Fishing War', 'Dragon Fishing', 'Mega Fishing', 'Star Hunter', 'Happy Fishing'];
const SPORTS_GAMES: Array<[string, string]> = [
  ['Sportsbook', 'SPORTSBOOK'],
  ['Live Betting', 'SPORTSBOOK'],
  ['Virtual Football', 'VIRTUAL'],
  ['Virtual Basketball', 'VIRTUAL'],
  ['Horse Racing', 'VIRTUAL'],
  ['Cockfight Arena', 'SPORTSBOOK'],
];
const ESPORTS_GAMES = ['eSports Lobby', 'MOBA Arena', 'Tactical Shooter', 'Battle Royale', 'Card Clash', 'Racing Cup'];

const shuffled = <T>(items: T[], random: () => number): T[] => {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
};

const numbered = <T>(base: readonly T[], count: number, name: (item: T, round: number) => GameTitle): GameTitle[] =>
  Array.from({ length: count }, (_, index) => name(base[index % base.length] as T, Math.floor(index / base.length)));

const suffix = (round: number) => (round === 0 ? '' : ` ${round + 1}`);

/** `count` distinct titles for a vendor's games of a category; the same vendor always gets the same ones. */
export function gameTitles(vassalage: string, gameType: string, count: number): GameTitle[] {
  const random = seededRandom([...vassalage].reduce((hash, char) => hash * 33 + char.charCodeAt(0), 5381));
  switch (gameType) {
    case 'RNG': {
      const names = shuffled(
        SLOT_WORDS.flatMap((word) => SLOT_NOUNS.map((noun) => `${word} ${noun}`)),
        random,
      );
      const classes = ['SLOT', 'SLOT', 'SLOT', 'SLOT', 'SLOT', 'SLOT', 'SLOT', 'TABLE', 'ARCADE', 'JACKPOT'];
      return numbered(names, count, (name, round) => ({
        name: `${name}${suffix(round)}`,
        classify: classes[Math.floor(random() * classes.length)] ?? 'SLOT',
      }));
    }
    case 'LIVE':
      return numbered(TABLES, count, ([name, classify], round) => ({ name: `${name} ${round + 1}`, classify }));
    case 'PVP':
      return numbered(shuffled(CARD_GAMES, random), count, ([name, classify], round) => ({
        name: `${name}${suffix(round)}`,
        classify,
      }));
    case 'FISH':
      return numbered(FISH_WORDS, count, (name, round) => ({ name: `${name}${suffix(round)}`, classify: 'FISHING' }));
    case 'ESPORTS':
      return numbered(ESPORTS_GAMES, count, (name, round) => ({
        name: `${name}${suffix(round)}`,
        classify: 'ESPORTS',
      }));
    default:
      return numbered(SPORTS_GAMES, count, ([name, classify], round) => ({
        name: `${name}${suffix(round)}`,
        classify,
      }));
  }
}
