import { useHydrated } from '../primitives/hydration/use-hydrated';

/** A TanStack Query result, as far as a server render gives one: still waiting for its first answer. */
const WAITING = {
  data: undefined,
  dataUpdatedAt: 0,
  error: null,
  errorUpdatedAt: 0,
  errorUpdateCount: 0,
  failureCount: 0,
  failureReason: null,
  fetchStatus: 'fetching',
  isError: false,
  isFetched: false,
  isFetchedAfterMount: false,
  isFetching: true,
  isFetchingNextPage: false,
  isFetchingPreviousPage: false,
  isFetchNextPageError: false,
  isFetchPreviousPageError: false,
  hasNextPage: false,
  hasPreviousPage: false,
  isInitialLoading: true,
  isLoading: true,
  isLoadingError: false,
  isPaused: false,
  isPending: true,
  isPlaceholderData: false,
  isRefetchError: false,
  isRefetching: false,
  isStale: true,
  isSuccess: false,
  status: 'pending',
} as const;

/** The members of a result that are actions, the same in every state. */
const ACTIONS = ['refetch', 'fetchNextPage', 'fetchPreviousPage'] as const;

/**
 * A query's result as the server rendered it — waiting — while its component hydrates, so an answer that came in
 * before the hydration (the entry module sends the first reads early) shows one render later instead of breaking it;
 * the result itself afterwards. Only the actions are read from the result while hydrating, so the query's tracking
 * of what the component reads stays as it is.
 */
export function useServerRenderedQuery<R extends object>(query: R): R {
  if (useHydrated()) return query;
  const waiting: Record<string, unknown> = { ...WAITING };
  for (const action of ACTIONS) if (action in query) waiting[action] = query[action as keyof R];
  return waiting as R;
}
