/** How the next call of a path fails (sandbox control, for fault tests). */
export interface Fault {
  /** Answer with this HTTP status and a non-envelope body, e.g. 500 or 503. */
  status?: number;
  /** Drop the connection: the client sees a network error. */
  network?: boolean;
  /** Never answer, until the client gives up (or `stallMs` passes, then 504). */
  stall?: boolean;
  stallMs?: number;
  /** Answer 200 with this JSON body instead, e.g. a malformed envelope. */
  body?: unknown;
  /**
   * Do the work first, then fail the answer as above: the platform moved the money but the client never hears
   * (a dropped or stalled answer), so a retry of the same intent must not move it again.
   */
  afterHandling?: boolean;
}

/** Faults waiting for their path, first in first out. */
export function createFaultQueue() {
  const queued = new Map<string, Fault[]>();
  return {
    add(path: string, fault: Fault) {
      queued.set(path, [...(queued.get(path) ?? []), fault]);
    },
    take(path: string): Fault | undefined {
      const faults = queued.get(path);
      const fault = faults?.shift();
      if (faults && faults.length === 0) queued.delete(path);
      return fault;
    },
    clear() {
      queued.clear();
    },
  };
}

/** The answer a fault produces. */
export async function answerWithFault(fault: Fault, request: Request): Promise<Response> {
  if (fault.network) return Response.error();
  if (fault.stall) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, fault.stallMs ?? 120_000);
      request.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    return new Response('stalled', { status: 504 });
  }
  if (fault.body !== undefined) return Response.json(fault.body);
  return new Response('Internal Server Error', { status: fault.status ?? 500 });
}
