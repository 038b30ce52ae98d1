import { displayRange } from '@atrium/domain/common/display-numbers.ts';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import LastPageIcon from '@mui/icons-material/LastPage';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import NativeSelect from '@mui/material/NativeSelect';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
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

function PageButton(props: { label: string; disabled: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <IconButton
      aria-label={props.label}
      title={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {props.children}
    </IconButton>
  );
}

/**
 * The pager under a server-paged list, in the look and words of MUI's TablePagination: the page size ('Rows per
 * page:'), the rows shown ('26–50 of 1,000') and the page buttons ('Go to next page'...). Our own rather than
 * MUI's, whose module builds an `Intl.NumberFormat` when it is evaluated: tens of milliseconds of a phone's main
 * thread on every screen with a pager. The page size is the browser's own select: a phone shows its own picker,
 * and MUI's Select rendered itself a second time, synchronously, inside the commit that mounted it.
 */
export function ListPagination({
  paging,
  total,
  sizes,
  label = 'Rows per page:',
  ends,
}: ListPaginationProps) {
  const labelId = useId();
  const page = total === 0 ? 0 : paging.page;
  const lastPage = Math.max(0, Math.ceil(total / paging.pageSize) - 1);
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        columnGap: 1,
        minHeight: 52,
        overflowX: 'auto',
      }}
    >
      {sizes.length > 1 && (
        <>
          <Typography id={labelId} variant="body2">
            {label}
          </Typography>
          <NativeSelect
            disableUnderline
            value={paging.pageSize}
            onChange={(event) => paging.setPageSize(Number(event.target.value))}
            inputProps={{ 'aria-labelledby': labelId }}
            sx={{ mr: 3, fontSize: 'body2.fontSize' }}
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect>
        </>
      )}
      <Typography variant="body2">{displayRange(page, paging.pageSize, total)}</Typography>
      <Box sx={{ flexShrink: 0, ml: 2 }}>
        {ends && (
          <PageButton label="Go to first page" disabled={page === 0} onClick={() => paging.setPage(0)}>
            <FirstPageIcon />
          </PageButton>
        )}
        <PageButton
          label="Go to previous page"
          disabled={page === 0}
          onClick={() => paging.setPage(page - 1)}
        >
          <KeyboardArrowLeft />
        </PageButton>
        <PageButton
          label="Go to next page"
          disabled={page >= lastPage}
          onClick={() => paging.setPage(page + 1)}
        >
          <KeyboardArrowRight />
        </PageButton>
        {ends && (
          <PageButton
            label="Go to last page"
            disabled={page >= lastPage}
            onClick={() => paging.setPage(lastPage)}
          >
            <LastPageIcon />
          </PageButton>
        )}
      </Box>
    </Box>
  );
}
