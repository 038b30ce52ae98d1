import { expenseMessages as m } from '@atrium/domain/expense/expense.messages.ts';
import type { RequestSummary } from '@atrium/domain/expense/expense-requests.schemas.ts';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { PagedCardList, type PagedQuery } from '../../../../ui/list/paged-card-list.tsx';
import { words } from './request-words.ts';

const SKELETON = (
  <Box aria-hidden>
    <Skeleton variant="rectangular" height={160} sx={{ mb: 2 }} />
    <Skeleton variant="rectangular" height={160} />
  </Box>
);

interface RequestListProps {
  query: PagedQuery;
  requests: readonly RequestSummary[];
  children: (request: RequestSummary) => ReactNode;
}

/** Skeletons while the first page loads, the error with Retry, 'No requests found', or the cards with Load more. */
export function RequestList({ query, requests, children }: RequestListProps) {
  return (
    <PagedCardList
      query={query}
      items={requests}
      label="Requests"
      loadingLabel="Loading requests"
      loadFailed={words.loadFailed}
      empty={m.noRequests}
      skeleton={SKELETON}
    >
      {children}
    </PagedCardList>
  );
}
