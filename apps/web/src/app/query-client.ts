import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isRefusal } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/** A 401 on any other call means the session ended elsewhere: ask /api/me again, the guard does the rest. */
function recheckSessionOn(error: unknown, isMeQuery: boolean) {
  if (!isMeQuery && error instanceof ApiError && error.status === 401) {
    void queryClient.invalidateQueries({ queryKey: queryKeys.me });
  }
}

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => recheckSessionOn(error, query.queryKey[0] === queryKeys.me[0]),
  }),
  mutationCache: new MutationCache({ onError: (error) => recheckSessionOn(error, false) }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Refusals (4xx) are answers, not hiccups: only network and server failures are retried.
      retry: (failureCount, error) => failureCount < 2 && !isRefusal(error),
    },
  },
});
