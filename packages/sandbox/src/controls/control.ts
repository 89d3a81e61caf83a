import type { z } from 'zod';
import type { SandboxContext } from '../context';
import type { Fault } from '../faults';

/** Where every sandbox control lives. */
export const CONTROL_PREFIX = '/__sandbox/';

/** What a control's handler reaches: the sandbox's state and the parts of the sandbox around it. */
export interface ControlTargets {
  context: SandboxContext;
  advanceClock(ms: number): void;
  reset(): Promise<void>;
  addFault(path: string, fault: Fault): void;
  /**
   * Seeds the world if it is not yet. Every request seeds it before it is answered, so over HTTP this is done
   * already; a function reading seeded records (a balance) calls it, the others act before the world exists.
   */
  seeded(): Promise<void>;
}

/**
 * One sandbox control, declared once: the `sandbox.controls` function and the HTTP route under `/__sandbox/` are
 * both made from it, as the api-client's `defineCall` makes one value per platform call.
 */
export interface ControlDefinition<
  Input extends z.ZodType,
  Args extends unknown[],
  Value,
  Result,
  Path extends string,
> {
  method: 'GET' | 'POST';
  /** Its address under `/__sandbox/`: `games/maintenance` answers at `/__sandbox/games/maintenance`. */
  path: Path;
  /** What a request carries, checked before the handler runs: a GET's query string, a POST's JSON body. */
  input: Input;
  /** The function's arguments as that input: `lastSmsCode(mobile)` sends `{ mobile }`. */
  inputOf(...args: Args): z.input<Input>;
  /** Does it; what it returns is the HTTP answer's `value`. A refusal throws a `Rejection`. */
  handle(input: z.output<Input>, sandbox: ControlTargets): Value | Promise<Value>;
  /** What the function resolves with, from that value (`{ code }` → the code); without it, the value. */
  resultOf?(value: Value): Result;
}

/** Any control, whatever its types: what the derivations take. */
// biome-ignore lint/suspicious/noExplicitAny: a control's handler takes its own input, so no narrower type accepts every control.
export type AnyControl = ControlDefinition<any, any, any, any, string>;

/** Declares a control with its types inferred from its schema, arguments and handler. */
export function defineControl<
  const Path extends string,
  Input extends z.ZodType,
  Args extends unknown[],
  Value,
  Result = Value,
>(
  definition: ControlDefinition<Input, Args, Value, Result, Path>,
): ControlDefinition<Input, Args, Value, Result, Path> {
  return definition;
}

/** The function a control gives: its arguments, and a promise of its result. */
export type ControlFunction<D> =
  // biome-ignore lint/suspicious/noExplicitAny: matched only to read the arguments and result out.
  D extends ControlDefinition<any, infer Args, any, infer Result, string> ? (...args: Args) => Promise<Result> : never;

/** The functions of a set of controls, under the names they are declared with (their doc comments come along). */
export type ControlFunctions<Controls extends Record<string, AnyControl>> = {
  [Name in keyof Controls]: ControlFunction<Controls[Name]>;
};

/** The HTTP address of a control. */
export const addressOf = <Path extends string>(control: { path: Path }) =>
  `${CONTROL_PREFIX}${control.path}` as `/__sandbox/${Path}`;

/** The controls as functions over a sandbox's own parts, with the input checked as the HTTP route checks it. */
export function controlFunctions<Controls extends Record<string, AnyControl>>(
  controls: Controls,
  targets: ControlTargets,
): ControlFunctions<Controls> {
  const functions = Object.entries(controls).map(([name, control]) => [
    name,
    async (...args: unknown[]) => {
      const value = await control.handle(control.input.parse(control.inputOf(...args)), targets);
      return control.resultOf ? control.resultOf(value) : value;
    },
  ]);
  return Object.fromEntries(functions) as ControlFunctions<Controls>;
}
