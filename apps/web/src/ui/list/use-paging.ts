import { useCallback, useEffect, useState } from 'react';

/**
 * Page and page size of a server-paged list. A new `resetKey` (another search, the other side of the trash)
 * starts again at the first page.
 */
export function usePaging(defaultSize: number, resetKey: string) {
  const [state, setState] = useState({ page: 0, pageSize: defaultSize, key: resetKey });
  const page = state.key === resetKey ? state.page : 0;
  const setPage = useCallback(
    (next: number) => setState((value) => ({ ...value, page: next, key: resetKey })),
    [resetKey],
  );
  const setPageSize = (pageSize: number) => setState({ page: 0, pageSize, key: resetKey });
  return { page, pageSize: state.pageSize, setPage, setPageSize };
}

export type Paging = ReturnType<typeof usePaging>;

/** Trashing or deleting the last rows of the last page leaves it empty: step back to a page with rows. */
export function useStayOnFilledPage({ page, pageSize, setPage }: Paging, total: number | undefined) {
  useEffect(() => {
    if (total === undefined) return;
    const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
    if (page > lastPage) setPage(lastPage);
  }, [page, pageSize, setPage, total]);
}
