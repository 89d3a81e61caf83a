import type { SandboxSetup } from '../../.storybook/sandbox-loader';

// What a story asks of the sandbox's next answers to one call: any screen's stories use these.

/** Stories only: the network drops on every try of a call (the call hooks retry twice). */
export const dropEveryTry =
  (path: string): SandboxSetup =>
  async (controls) => {
    for (let attempt = 0; attempt < 3; attempt++) await controls.failNext(path, { network: true });
  };

/** Stories only: the call's next answer is the value given (an empty page, say). */
export const answerOnce =
  (path: string, value: unknown): SandboxSetup =>
  (controls) =>
    controls.failNext(path, { body: { success: true, message: null, value } });

/** Stories only: the call never answers, so the page stays loading. */
export const stall =
  (path: string): SandboxSetup =>
  (controls) =>
    controls.failNext(path, { stall: true });
