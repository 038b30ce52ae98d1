import { storageMessages as m } from '@atrium/domain/storage/storage.messages.ts';
import type { StoredBill } from '@atrium/domain/storage/storage.schemas.ts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { CardGrid } from '../../../../ui/list/card-grid.tsx';
import { PagedCardList, type PagedQuery } from '../../../../ui/list/paged-card-list.tsx';

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
  query: PagedQuery;
  files: readonly StoredBill[];
  children: (file: StoredBill) => ReactNode;
}

/** Skeletons while the first page loads, the error (the server's words when it gave some) with Retry, 'No files found', or the cards with Load more. */
export function FileList({ query, files, children }: FileListProps) {
  return (
    <PagedCardList
      query={query}
      items={files}
      label="Files"
      loadingLabel="Loading files"
      loadFailed={m.loadFilesFailed}
      empty={m.noFiles}
      skeleton={<SkeletonCards />}
    >
      {children}
    </PagedCardList>
  );
}
