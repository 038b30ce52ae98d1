import DownloadIcon from '@mui/icons-material/Download';
import FilterListIcon from '@mui/icons-material/FilterList';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { exportUrl, useExpenseRequests } from '../api/expense-requests-list.ts';
import { RequestCard } from '../components/requests/request-card.tsx';
import { RequestDetailsDialog } from '../components/requests/request-details-dialog.tsx';
import { RequestFilterDialog } from '../components/requests/request-filter-dialog.tsx';
import { filterSummary, useRequestFilters } from '../components/requests/request-filters.ts';
import { RequestList } from '../components/requests/request-list.tsx';

/**
 * All Requests (/expense-management/list-bank-transfers): the requests the caller may see (view_all, or
 * view_self: their own), filtered and paged. New and changed requests arrive as the live event
 * 'expense.changed', which refetches the list.
 */
export function AllRequestsPage() {
  const [filters, setFilters] = useRequestFilters();
  const [filtering, setFiltering] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const query = useExpenseRequests(filters);
  const requests = useMemo(() => query.data?.pages.flatMap((page) => page.requests) ?? [], [query.data]);

  return (
    <>
      <PageHeading
        title="All Requests"
        subtitle={filterSummary(filters)}
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" startIcon={<FilterListIcon />} onClick={() => setFiltering(true)}>
              Filter
            </Button>
            <Button
              variant="outlined"
              startIcon={<RefreshIcon />}
              onClick={() => void query.refetch()}
              disabled={query.isFetching}
            >
              Refresh
            </Button>
            <Button variant="outlined" startIcon={<DownloadIcon />} href={exportUrl(filters, 'csv')} download>
              Export CSV
            </Button>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              href={exportUrl(filters, 'xlsx')}
              download
            >
              Export XLSX
            </Button>
          </Box>
        }
      />
      <RequestList query={query} requests={requests}>
        {(request) => <RequestCard request={request} onOpen={() => setOpenId(request.id)} />}
      </RequestList>
      <RequestFilterDialog
        open={filtering}
        filters={filters}
        onApply={(next) => {
          setFiltering(false);
          setFilters(next);
        }}
        onClose={() => setFiltering(false)}
      />
      <RequestDetailsDialog requestId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
