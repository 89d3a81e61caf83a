import { seededRandom } from './seeded-random';

/** How a lottery draws its numbers. */
type DrawKind = 'vn' | 'keno' | 'digits5' | 'pk10' | 'k3' | 'pick11x5' | 'four-d' | 'toto';

/** A lottery game as the sandbox keeps it. */
export interface SandboxLotteryGame {
  gameCode: string;
  gameName: string;
  gameGroupCode: string;
  groupLabel: string;
  vassalage: string;
  /** The prize modes whose menus list it (SPEC §3: Lott, ZY, Elott, SEA). */
  prizeModes: string[];
  drawIntervalMinutes: number;
  kind: DrawKind;
  hot: boolean;
}

type Row = [code: string, name: string, minutes: number, kind: DrawKind, hot?: boolean];
const group = (vassalage: string, prizeModes: string[], code: string, label: string, rows: Row[]) =>
  rows.map(([gameCode, gameName, drawIntervalMinutes, kind, hot = false]) => ({
    gameCode,
    gameName,
    gameGroupCode: code,
    groupLabel: label,
    vassalage,
    prizeModes,
    drawIntervalMinutes,
    kind,
    hot,
  }));

const DAY = 1440;
const VN = ['LOTT', 'ELOTT'];

/** Lottery games of TCG_LOTTO_VN, GPI, TCG_SEA and LOTT (SPEC §3 lottery vendors). */
export const LOTTERY_GAMES: readonly SandboxLotteryGame[] = [
  ...group('TCG_LOTTO_VN', VN, 'VN_NORTH', 'Northern lottery', [['VNMB', 'Miền Bắc', DAY, 'vn', true]]),
  ...group('TCG_LOTTO_VN', VN, 'VN_CENTRAL', 'Central lottery', [
    ['VNDN', 'Đà Nẵng', DAY, 'vn'],
    ['VNKH', 'Khánh Hòa', DAY, 'vn'],
    ['VNHUE', 'Thừa Thiên Huế', DAY, 'vn'],
  ]),
  ...group('TCG_LOTTO_VN', VN, 'VN_SOUTH', 'Southern lottery', [
    ['VNHCM', 'TP. Hồ Chí Minh', DAY, 'vn', true],
    ['VNDT', 'Đồng Tháp', DAY, 'vn'],
    ['VNCM', 'Cà Mau', DAY, 'vn'],
    ['VNVT', 'Vũng Tàu', DAY, 'vn'],
  ]),
  ...group('TCG_LOTTO_VN', VN, 'VN_FAST', 'Fast lottery', [
    ['VN1M', 'VN Fast 1 minute', 1, 'vn', true],
    ['VN3M', 'VN Fast 3 minutes', 3, 'vn'],
    ['VN5M', 'VN Fast 5 minutes', 5, 'vn', true],
  ]),
  ...group('GPI', ['ELOTT'], 'KENO', 'Keno', [
    ['GPIK1', 'Keno 1 minute', 1, 'keno', true],
    ['GPIK5', 'Keno 5 minutes', 5, 'keno'],
  ]),
  ...group('TCG_SEA', ['ELOTT', 'SEA'], 'SEA_4D', '4D', [
    ['SEA4D', '4D Classic', DAY, 'four-d', true],
    ['SEA4DT', '4D Turbo', 10, 'four-d'],
  ]),
  ...group('TCG_SEA', ['ELOTT', 'SEA'], 'SEA_TOTO', 'Toto', [['SEATOTO', 'Toto 6/45', DAY, 'toto']]),
  ...group('LOTT', ['LOTT', 'ZY'], 'SSC', 'Time lottery', [
    ['SSC1', 'Speed 5D 1 minute', 1, 'digits5', true],
    ['SSC5', 'Speed 5D 5 minutes', 5, 'digits5'],
  ]),
  ...group('LOTT', ['LOTT', 'ZY'], 'PK10', 'Racing 10', [['PK1', 'Racing 10 1 minute', 1, 'pk10', true]]),
  ...group('LOTT', ['LOTT', 'ZY'], 'K3', 'Fast 3 dice', [['K31', 'Fast 3 dice 1 minute', 1, 'k3']]),
  ...group('LOTT', ['LOTT', 'ZY'], '11X5', '11 pick 5', [['X51', '11 pick 5 1 minute', 1, 'pick11x5']]),
];

/** The lottery game of a code, or undefined. */
export function findLotteryGame(gameCode: string): SandboxLotteryGame | undefined {
  return LOTTERY_GAMES.find((game) => game.gameCode === gameCode);
}

/** Whether a game is listed for a prize mode; the platform mixes cases ('Lott', 'LOTT'). */
export function offersPrizeMode(game: SandboxLotteryGame, prizeMode: string | undefined): boolean {
  return prizeMode === undefined || game.prizeModes.includes(prizeMode.toUpperCase());
}

/** A draw that has opened. */
export interface LotteryDraw {
  gameCode: string;
  gameName: string;
  numero: string;
  openTime: number;
  winningNumbers: string[];
  nextNumero: string;
  nextDrawAt: number;
}

const MINUTE_MS = 60_000;
// Draw days and issue numbers run on Vietnam time, UTC+7 (the brand's currency is VND).
const OFFSET_MS = 7 * 60 * MINUTE_MS;

const pad = (value: number, length: number) => String(value).padStart(length, '0');
const distinct = (random: () => number, count: number, from: number, to: number) => {
  const picked = new Set<number>();
  while (picked.size < count) picked.add(from + Math.floor(random() * (to - from + 1)));
  return [...picked];
};
const digits = (random: () => number, length: number) =>
  Array.from({ length }, () => Math.floor(random() * 10)).join('');

function drawNumbers(kind: DrawKind, random: () => number): string[] {
  switch (kind) {
    case 'vn':
      return Array.from({ length: 7 }, (_, prize) => digits(random, prize < 4 ? 5 : 4));
    case 'keno':
      return distinct(random, 20, 1, 80)
        .sort((a, b) => a - b)
        .map((n) => pad(n, 2));
    case 'digits5':
      return digits(random, 5).split('');
    case 'pk10':
      return distinct(random, 10, 1, 10).map((n) => pad(n, 2));
    case 'k3':
      return Array.from({ length: 3 }, () => String(1 + Math.floor(random() * 6)));
    case 'pick11x5':
      return distinct(random, 5, 1, 11).map((n) => pad(n, 2));
    case 'four-d':
      return Array.from({ length: 3 }, () => digits(random, 4));
    default:
      return distinct(random, 7, 1, 45).map((n) => pad(n, 2));
  }
}

/** The issue number of the draw that opens at `time`: draw day (UTC+7) and the issue of that day. */
function numeroAt(game: SandboxLotteryGame, time: number): string {
  const local = new Date(time + OFFSET_MS);
  const day = `${local.getUTCFullYear()}${pad(local.getUTCMonth() + 1, 2)}${pad(local.getUTCDate(), 2)}`;
  const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
  return `${day}${pad(Math.floor(minutes / game.drawIntervalMinutes), 4)}`;
}

/** The start of the current draw period; the draw that opened last is the one of this instant. */
export function lastDrawTime(game: SandboxLotteryGame, now: number): number {
  const interval = game.drawIntervalMinutes * MINUTE_MS;
  return Math.floor((now + OFFSET_MS) / interval) * interval - OFFSET_MS;
}

/** The draw that opened last before `now`: the same numbers for the same game and issue, every time. */
export function lastDraw(game: SandboxLotteryGame, now: number): LotteryDraw {
  const openTime = lastDrawTime(game, now);
  const nextDrawAt = openTime + game.drawIntervalMinutes * MINUTE_MS;
  const numero = numeroAt(game, openTime);
  const seed = [...`${game.gameCode}${numero}`].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 17);
  return {
    gameCode: game.gameCode,
    gameName: game.gameName,
    numero,
    openTime,
    winningNumbers: drawNumbers(game.kind, seededRandom(seed)),
    nextNumero: numeroAt(game, nextDrawAt),
    nextDrawAt,
  };
}
