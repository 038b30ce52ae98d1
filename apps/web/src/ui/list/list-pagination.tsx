import TablePagination from '@mui/material/TablePagination';
import type { Paging } from './use-paging.ts';

interface ListPaginationProps {
  paging: Pick<Paging, 'page' | 'pageSize' | 'setPage' | 'setPageSize'>;
  total: number;
  sizes: readonly number[];
  /** The page-size picker's words, as each screen shows them. */
  label?: string;
  /** First and last page buttons, for lists that run to many pages. */
  ends?: boolean;
}

/** The pager under a server-paged list. */
export function ListPagination({ paging, total, sizes, label, ends }: ListPaginationProps) {
  return (
    <TablePagination
      component="div"
      count={total}
      page={total === 0 ? 0 : paging.page}
      onPageChange={(_event, page) => paging.setPage(page)}
      rowsPerPage={paging.pageSize}
      rowsPerPageOptions={[...sizes]}
      onRowsPerPageChange={(event) => paging.setPageSize(Number.parseInt(event.target.value, 10))}
      labelRowsPerPage={label}
      showFirstButton={ends}
      showLastButton={ends}
      sx={{ overflowX: 'auto', '.MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: 0 } }}
    />
  );
}
