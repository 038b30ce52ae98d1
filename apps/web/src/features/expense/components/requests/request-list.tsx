import { expenseMessages as m } from '@atrium/domain/expense/expense.messages.ts';
import type { RequestSummary } from '@atrium/domain/expense/expense-requests.schemas.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import { type ReactNode, useEffect, useRef } from 'react';
import { errorMessage } from '../../../../app/api-client.ts';
import { CardGrid } from '../../../../ui/list/card-grid.tsx';
import { words } from './request-words.ts';

/** The parts of the paged requests query the list shows. */
export interface RequestsQuery {
  isPending: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  hasNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

/** Loads the next page as the Load more button scrolls into view; the button stays for keyboards. */
function useAutoLoad(query: RequestsQuery) {
  const ref = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  useEffect(() => {
    const target = ref.current;
    if (!target || !hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((seen) => {
      if (seen.some((entry) => entry.isIntersecting)) void fetchNextPage();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  return ref;
}

interface RequestListProps {
  query: RequestsQuery;
  requests: readonly RequestSummary[];
  children: (request: RequestSummary) => ReactNode;
}

/** Skeletons while the first page loads, the error with Retry, 'No requests found', or the cards with Load more. */
export function RequestList({ query, requests, children }: RequestListProps) {
  const failed = query.error && !query.isFetchNextPageError;
  const loadMoreRef = useAutoLoad(query);
  return (
    <>
      <Box sx={{ minHeight: 4, mb: 1 }}>
        {query.isFetching && !query.isFetchingNextPage && <LinearProgress aria-label="Loading requests" />}
      </Box>
      {failed && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(query.error, words.loadFailed)}
        </Alert>
      )}
      {query.isPending ? (
        <Box aria-hidden>
          <Skeleton variant="rectangular" height={160} sx={{ mb: 2 }} />
          <Skeleton variant="rectangular" height={160} />
        </Box>
      ) : requests.length === 0 ? (
        !failed && <Alert severity="warning">{m.noRequests}</Alert>
      ) : (
        <>
          <CardGrid label="Requests" items={requests} threeFrom="md">
            {children}
          </CardGrid>
          {query.isFetchNextPageError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {words.loadFailed}
            </Alert>
          )}
          {query.hasNextPage && (
            <Box ref={loadMoreRef} sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
              <Button
                variant="outlined"
                onClick={() => void query.fetchNextPage()}
                disabled={query.isFetchingNextPage}
              >
                {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </Button>
            </Box>
          )}
        </>
      )}
    </>
  );
}
