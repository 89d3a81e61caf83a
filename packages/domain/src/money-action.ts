import type { RefusalMessage } from './amount-refusal';
import type { Clock } from './clock';

/**
 * Where a money action (deposit, withdrawal, transfer, redeem, convert) is: the player is filling in the form, is
 * looking at what will happen, the request is on its way, or it came back done, refused by the platform, or failed
 * on the way (network, time-out, server fault).
 */
export type MoneyActionStatus = 'editing' | 'confirming' | 'sending' | 'done' | 'refused' | 'failed';

/** The name of a field of a draft. */
export type DraftField<Draft> = keyof Draft & string;

/** What is wrong with a draft, by field: each a message key with its values. */
export type DraftProblems<Draft> = Partial<Record<DraftField<Draft>, RefusalMessage>>;

/** A form's check of its draft: the intent to confirm, or what is wrong with which field. */
export type MoneyIntentCheck<Draft, Intent> =
  | { ok: true; intent: Intent }
  | { ok: false; problems: DraftProblems<Draft> };

/** A snapshot of a money action. */
export interface MoneyActionState<Draft, Intent, Result> {
  status: MoneyActionStatus;
  /** What was typed; kept through a refusal or a failure, replaced only after a success. */
  draft: Draft;
  /** What the form's check, or a refusal that belongs to a field, found wrong; a field's problem goes when it changes. */
  problems: DraftProblems<Draft>;
  /** The intent last submitted (being confirmed, sent or settled); null before the first. */
  intent: Intent | null;
  /** The idempotency key of that intent: made when the intent starts, the same on every retry of it. */
  idempotencyKey: string | null;
  /** Refused: the platform's message key and its values (a limit names its figure). */
  refusal: RefusalMessage | null;
  /** The field a refusal belongs to (a wrong payment password), when the player fixes it on the form. */
  refusedField: DraftField<Draft> | null;
  /** Failed: why it could not be sent; the same intent may be confirmed again. */
  failure: RefusalMessage | null;
  /** What the platform answered to the last intent done; kept until the next intent is submitted. */
  result: Result | null;
  /** When this status began, on the injected clock. */
  since: number;
  /** Confirm sends now (confirming, or a retry after a failure or a refusal that belongs to no field). */
  canConfirm: boolean;
}

/** What to send when a confirmation goes out: the intent and its idempotency key. */
export interface MoneyActionSend<Intent> {
  intent: Intent;
  idempotencyKey: string;
}

/** How a money action is made. */
export interface MoneyActionOptions<Draft, Intent> {
  /** The time; pass `Date.now` in production. */
  clock: Clock;
  /** A new idempotency key; pass `() => crypto.randomUUID()` in production. */
  newKey: () => string;
  /** The empty form. */
  initial: Draft;
  /** Whether two intents are the same (a retry keeps its key); by default, equal as JSON. */
  sameIntent?: (a: Intent, b: Intent) => boolean;
  /** The form after a success; by default the empty form. */
  afterDone?: (draft: Draft) => Draft;
}

/**
 * A money action's form → confirm → send → result flow as a state machine (DESIGN.md, rules that protect users):
 * one request at a time (a second confirm while one is on its way does nothing, whatever the UI still shows), one
 * idempotency key per intent (made when the intent is submitted, reused when the same intent is sent again after a
 * failure or submitted again unchanged, new after a success or for a changed intent), nothing typed lost on a
 * refusal or a failure. The form reports what the person and the platform did; the machine decides what may happen.
 */
export interface MoneyAction<Draft, Intent, Result> {
  readonly state: MoneyActionState<Draft, Intent, Result>;
  /** The person changed fields: back to editing (not while sending); those fields' problems go. */
  edit(patch: Partial<Draft>): MoneyActionState<Draft, Intent, Result>;
  /** The person asked to go on: the form's check of the draft decides between confirming and its problems. */
  submit(check: (draft: Draft) => MoneyIntentCheck<Draft, Intent>): MoneyActionState<Draft, Intent, Result>;
  /** The person confirmed: what to send, or null when nothing may be sent now (already sending, nothing to send). */
  confirm(): MoneyActionSend<Intent> | null;
  /** The platform did it. */
  succeeded(result: Result): MoneyActionState<Draft, Intent, Result>;
  /** The platform said no; `field` when the player fixes it in one field of the form. */
  refused(message: RefusalMessage, field?: DraftField<Draft> | null): MoneyActionState<Draft, Intent, Result>;
  /** It could not be sent or answered; the same intent may be confirmed again with the same key. */
  failed(message: RefusalMessage): MoneyActionState<Draft, Intent, Result>;
  /** Back to the form as typed, from the confirmation or after a refusal or failure. */
  back(): MoneyActionState<Draft, Intent, Result>;
  /**
   * A new intent from here (after a success, or the form turned to another purpose): the last result, problems and
   * refusal go; the draft stays as it is (emptied already after a success). Not while sending.
   */
  again(): MoneyActionState<Draft, Intent, Result>;
}

const sameAsJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Creates a money action on the injected clock and key source. */
export function createMoneyAction<Draft extends object, Intent, Result>(
  options: MoneyActionOptions<Draft, Intent>,
): MoneyAction<Draft, Intent, Result> {
  const sameIntent = options.sameIntent ?? sameAsJson;
  const afterDone = options.afterDone ?? (() => options.initial);
  let state: MoneyActionState<Draft, Intent, Result> = {
    status: 'editing',
    draft: options.initial,
    problems: {},
    intent: null,
    idempotencyKey: null,
    refusal: null,
    refusedField: null,
    failure: null,
    result: null,
    since: options.clock(),
    canConfirm: false,
  };
  // The last intent not yet done, with its key: submitting it again unchanged is a retry, not a new intent.
  let open: MoneyActionSend<Intent> | null = null;

  const move = (patch: Partial<MoneyActionState<Draft, Intent, Result>>) => {
    const next = { ...state, ...patch };
    if (patch.status && patch.status !== state.status) next.since = options.clock();
    next.canConfirm =
      next.status === 'confirming' ||
      next.status === 'failed' ||
      (next.status === 'refused' && next.refusedField === null);
    state = next;
    return state;
  };
  const settled = { refusal: null, refusedField: null, failure: null };

  return {
    get state() {
      return state;
    },
    edit(patch) {
      if (state.status === 'sending') return state;
      const problems = { ...state.problems };
      for (const field of Object.keys(patch)) delete problems[field as DraftField<Draft>];
      return move({ status: 'editing', draft: { ...state.draft, ...patch }, problems, ...settled });
    },
    submit(check) {
      if (state.status === 'confirming' || state.status === 'sending') return state;
      const checked = check(state.draft);
      if (!checked.ok) return move({ status: 'editing', problems: checked.problems, ...settled });
      if (!open || !sameIntent(open.intent, checked.intent)) {
        open = { intent: checked.intent, idempotencyKey: options.newKey() };
      }
      return move({
        status: 'confirming',
        problems: {},
        intent: checked.intent,
        idempotencyKey: open.idempotencyKey,
        result: null,
        ...settled,
      });
    },
    confirm() {
      if (!state.canConfirm || !open) return null;
      move({ status: 'sending', ...settled });
      return open;
    },
    succeeded(result) {
      if (state.status !== 'sending') return state;
      open = null;
      return move({ status: 'done', result, draft: afterDone(state.draft), problems: {} });
    },
    refused(message, field = null) {
      if (state.status !== 'sending') return state;
      const problems = field ? { ...state.problems, [field]: message } : state.problems;
      return move({ status: 'refused', refusal: message, refusedField: field, failure: null, problems });
    },
    failed(message) {
      if (state.status !== 'sending') return state;
      return move({ status: 'failed', failure: message, refusal: null, refusedField: null });
    },
    back() {
      if (state.status !== 'confirming' && state.status !== 'refused' && state.status !== 'failed') return state;
      return move({ status: 'editing', ...settled });
    },
    again() {
      if (state.status === 'sending') return state;
      return move({ status: 'editing', result: null, intent: null, idempotencyKey: null, problems: {}, ...settled });
    },
  };
}
