import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import type { ReactNode } from 'react';
import { errorMessage } from '../../app/api-client.ts';
import { usePullToRefresh } from '../pull-to-refresh.tsx';
import { EmptyNote } from './empty-note.tsx';

/** The parts of a query a list screen shows: a TanStack Query result fits as it is. */
export interface ListQuery {
  isPending: boolean;
  isFetching?: boolean;
  error: unknown;
  /** Offered as Retry beside the error when given. */
  refetch?: () => unknown;
}

interface QueryStateProps {
  query: ListQuery;
  /** The progress bar's name, e.g. 'Loading forms'. */
  loadingLabel: string;
  /** The words when the server gave no reason, or how to word the failure. */
  failure: string | ((error: unknown) => string);
  /** Set once the list has loaded without rows: what stands in its place. */
  empty?: string | false | null;
  emptyHint?: string | null;
  /** The list itself, shown once it has loaded with rows. */
  children: ReactNode;
}

/** Loading bar, error with Retry, empty note or the list: the one way a list screen shows its query. */
export function QueryState({ query, loadingLabel, failure, empty, emptyHint, children }: QueryStateProps) {
  const { isPending, isFetching, error, refetch } = query;
  const message = typeof failure === 'function' ? failure(error) : errorMessage(error, failure);
  // A list screen refreshes on a pull on touch screens (platform §9).
  usePullToRefresh();
  return (
    <>
      {/* The bar keeps its room, so the list does not jump while a search loads. */}
      <Box sx={{ minHeight: 4, mb: 1 }}>
        {(isPending || isFetching) && <LinearProgress aria-label={loadingLabel} />}
      </Box>
      {error ? (
        <Alert
          severity="error"
          action={
            refetch && (
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                Retry
              </Button>
            )
          }
        >
          {message}
        </Alert>
      ) : isPending ? null : empty ? (
        <EmptyNote text={empty} hint={emptyHint} />
      ) : (
        children
      )}
    </>
  );
}
