import { storageMessages as m } from '@atrium/domain/storage/storage.messages.ts';
import type { StoredBill } from '@atrium/domain/storage/storage.schemas.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import { type ReactNode, useEffect, useRef } from 'react';
import { errorMessage } from '../../../../app/api-client.ts';
import { CardGrid } from '../../../../ui/list/card-grid.tsx';

/** The parts of the paged files query the list shows. */
export interface FilesQuery {
  isPending: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  hasNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

const SKELETONS = Array.from({ length: 6 }, (_, i) => ({ id: `skeleton-${i}` }));

function SkeletonCards() {
  return (
    <Box aria-hidden>
      <CardGrid label="Loading files" items={SKELETONS} threeFrom="md">
        {() => (
          <Card variant="outlined">
            <Skeleton variant="rectangular" height={140} />
            <CardContent>
              <Skeleton width="70%" />
              <Skeleton width="50%" />
              <Skeleton width="60%" />
            </CardContent>
          </Card>
        )}
      </CardGrid>
    </Box>
  );
}

interface FileListProps {
  query: FilesQuery;
  files: readonly StoredBill[];
  children: (file: StoredBill) => ReactNode;
}

/**
 * Loads the next page as the Load more button scrolls into view; the button stays for keyboards, screen
 * readers and browsers without IntersectionObserver. A failed page is not asked for again by scrolling.
 */
function useAutoLoad(query: FilesQuery) {
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

/** Skeletons while the first page loads, the error (the server's words when it gave some) with Retry, 'No files found', or the cards with Load more. */
export function FileList({ query, files, children }: FileListProps) {
  const failed = query.error && !query.isFetchNextPageError;
  const loadMoreRef = useAutoLoad(query);
  return (
    <>
      <Box sx={{ minHeight: 4, mb: 1 }}>
        {query.isFetching && !query.isFetchingNextPage && <LinearProgress aria-label="Loading files" />}
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
          {errorMessage(query.error, m.loadFilesFailed)}
        </Alert>
      )}
      {query.isPending ? (
        <SkeletonCards />
      ) : files.length === 0 ? (
        !failed && <Alert severity="warning">{m.noFiles}</Alert>
      ) : (
        <>
          <CardGrid label="Files" items={files} threeFrom="md">
            {children}
          </CardGrid>
          {query.isFetchNextPageError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {m.loadFilesFailed}
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
