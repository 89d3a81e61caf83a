import { isPlatformError, type PlatformError } from '@lobbykit/api-client';

/** The PlatformError a call rejects with; fails the test when it resolves or throws something else. */
export async function failure(promise: Promise<unknown>): Promise<PlatformError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!isPlatformError(error)) throw new Error(`expected a PlatformError, got ${String(error)}`);
  return error;
}
