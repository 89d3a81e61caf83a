// A call's schemas are built where the call is defined, so a bundler keeps the zod calls of every call an app never
// imports unless it knows them to be pure: the source annotates the outer call of each definition, and rollup and
// rolldown still keep the unannotated calls inside it (`z.string().check(z.minLength(1))`). Every `z.` call is pure,
// so the package's build (tsup.config.ts) marks each one in what it publishes.

const UNMARKED_ZOD_CALL = /(?<![\w.$]|@__PURE__ \*\/ )\bz\.(\w+)\(/g;

/** The source with `/* @__PURE__ *\/` before every `z.<name>(` call not marked already. */
export function markZodCallsPure(source: string): string {
  return source.replace(UNMARKED_ZOD_CALL, '/* @__PURE__ */ z.$1(');
}
