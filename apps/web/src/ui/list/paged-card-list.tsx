import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { type ReactNode, useEffect, useRef } from 'react';
import { errorMessage } from '../../app/api-client.ts';
import { usePullToRefresh } from '../pull-to-refresh.tsx';
import { CardGrid } from './card-grid.tsx';

/** The parts of a paged (infinite) query the list shows. */
export interface PagedQuery {
  isPending: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  hasNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

/**
 * Loads the next page as the Load more button scrolls into view; the button stays for keyboards, screen
 * readers and browsers without IntersectionObserver. A failed page is not asked for again by scrolling.
 */
function useAutoLoad(query: PagedQuery) {
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

interface PagedCardListProps<Item> {
  query: PagedQuery;
  items: readonly Item[];
  /** The list's accessible name, e.g. 'Files'. */
  label: string;
  /** The progress bar's accessible name while the list loads again, e.g. 'Loading files'. */
  loadingLabel: string;
  /** Said when a page fails and the server gave no words of its own. */
  loadFailed: string;
  /** Said when there is nothing to show. */
  empty: string;
  /** What stands in place of the cards while the first page loads. */
  skeleton: ReactNode;
  children: (item: Item) => ReactNode;
}

/**
 * Skeletons while the first page loads, the error (the server's words when it gave some) with Retry, the
 * empty note, or the cards with Load more.
 */
export function PagedCardList<Item extends { id: string }>({
  query,
  items,
  label,
  loadingLabel,
  loadFailed,
  empty,
  skeleton,
  children,
}: PagedCardListProps<Item>) {
  const failed = query.error && !query.isFetchNextPageError;
  const loadMoreRef = useAutoLoad(query);
  usePullToRefresh();
  return (
    <>
      <Box sx={{ minHeight: 4, mb: 1 }}>
        {query.isFetching && !query.isFetchingNextPage && <LinearProgress aria-label={loadingLabel} />}
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
          {errorMessage(query.error, loadFailed)}
        </Alert>
      )}
      {query.isPending ? (
        skeleton
      ) : items.length === 0 ? (
        !failed && <Alert severity="warning">{empty}</Alert>
      ) : (
        <>
          <CardGrid label={label} items={items} threeFrom="md">
            {children}
          </CardGrid>
          {query.isFetchNextPageError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {loadFailed}
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
