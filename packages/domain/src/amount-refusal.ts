import type { MessageParams } from './message-keys';

/** How a refusal's figure is shown: an amount of money ('100.00', with the currency label) or a count of points. */
export type RefusalFigureKind = 'money' | 'points';

/**
 * The refusals of an amount that name the figure the player missed, by the key the platform refuses with, and the
 * key that says it with the figure. The platform's keys go on the wire unchanged; the figure comes in the refusal's
 * `value` (`{ min: '100.00' }`). A refusal without its figure keeps the platform's own key, whose words name none.
 */
export const AMOUNT_REFUSAL_FIGURES = {
  amount_below_minimum: { key: 'amount_below_minimum_figure', figures: { min: 'money' } },
  amount_above_maximum: { key: 'amount_above_maximum_figure', figures: { max: 'money' } },
  insufficient_balance: { key: 'insufficient_balance_figure', figures: { available: 'money' } },
  points_below_minimum: { key: 'points_below_minimum_figure', figures: { min: 'points' } },
  points_convert_step: { key: 'points_convert_step_figure', figures: { step: 'points' } },
  points_not_enough: { key: 'points_not_enough_figure', figures: { available: 'points' } },
  deposit_limit_exceeded: { key: 'deposit_limit_left_figure', figures: { left: 'money' } },
} as const satisfies Record<string, { key: string; figures: Record<string, RefusalFigureKind> }>;

/** A platform key of a refusal that can name its figure. */
export type AmountRefusalKey = keyof typeof AMOUNT_REFUSAL_FIGURES;

/** A key that says a refusal with its figure. */
export type AmountRefusalFigureKey = (typeof AMOUNT_REFUSAL_FIGURES)[AmountRefusalKey]['key'];

/** Every key that names a figure, for catalogue coverage. */
export const AMOUNT_REFUSAL_FIGURE_KEYS = Object.values(AMOUNT_REFUSAL_FIGURES).map(
  (refusal) => refusal.key,
) as AmountRefusalFigureKey[];

/** A refusal to show: a catalogue key and its values (the platform's key when it is not a domain key). */
export interface RefusalMessage {
  key: string;
  params?: MessageParams;
}

const FIGURES_BY_KEY: ReadonlyMap<string, Readonly<Record<string, RefusalFigureKind>>> = new Map(
  Object.values(AMOUNT_REFUSAL_FIGURES).map((refusal) => [refusal.key, refusal.figures]),
);

const DECIMAL = /^-?\d+(?:\.\d{1,2})?$/;

function readFigure(kind: RefusalFigureKind, raw: unknown): string | number | null {
  if (kind === 'points') {
    const points = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
    return typeof points === 'number' && Number.isSafeInteger(points) && points >= 0 ? points : null;
  }
  const text = typeof raw === 'number' && Number.isFinite(raw) ? raw.toFixed(2) : raw;
  return typeof text === 'string' && DECIMAL.test(text.trim()) ? text.trim() : null;
}

/**
 * What a platform refusal says: its key and, for a refused amount whose `value` carries the figure (a decimal
 * string or number for money, a whole number for points), the key that names it. A figure that is missing or not
 * a figure leaves the platform's key alone, so the words never show a placeholder.
 */
export function readPlatformRefusal(key: string, value: unknown): RefusalMessage {
  const refusal = Object.hasOwn(AMOUNT_REFUSAL_FIGURES, key) ? AMOUNT_REFUSAL_FIGURES[key as AmountRefusalKey] : null;
  if (!refusal || typeof value !== 'object' || value === null) return { key };
  const params: Record<string, string | number> = {};
  for (const [name, kind] of Object.entries(refusal.figures)) {
    const figure = readFigure(kind, (value as Record<string, unknown>)[name]);
    if (figure === null) return { key };
    params[name] = figure;
  }
  return { key: refusal.key, params };
}

/**
 * The params of a message that are amounts of money, to be shown in the player's money format with the currency
 * label ('100.00' → '100.00 VND'); points and other values are left to the catalogue.
 */
export function moneyFiguresOf(message: { key: string }): readonly string[] {
  const figures = FIGURES_BY_KEY.get(message.key);
  if (!figures) return [];
  return Object.entries(figures)
    .filter(([, kind]) => kind === 'money')
    .map(([name]) => name);
}
