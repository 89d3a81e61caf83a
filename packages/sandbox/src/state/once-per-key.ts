import type { SandboxContext } from '../context';
import { Rejection } from '../rejection';

const KEYS = 'member-centre-idempotency';

/**
 * Runs `work` atomically and once per account, idempotency key and request: a repeat answers the first result
 * without doing it again; the same key with another request is refused (duplicate_request, 409).
 */
export function oncePerKey<T>(
  context: SandboxContext,
  username: string,
  key: string,
  request: unknown,
  work: () => T,
): T {
  const id = `${username.toLowerCase()}/${key}`;
  const fingerprint = JSON.stringify(request);
  return context.store.transaction(() => {
    const earlier = context.store.get<{ fingerprint: string; result: T }>(KEYS, id);
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) throw new Rejection('duplicate_request', { status: 409 });
      return earlier.result;
    }
    const result = work();
    context.store.put(KEYS, id, { fingerprint, result });
    return result;
  });
}
