import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../../app/query-client.ts';
import { loadEntriesTableScreen } from '../components/table/entries-table-screen.lazy.ts';
import { FIRST_PAGE_QUERY } from '../components/table/use-table-query.ts';
import { entriesPageQueryOptions } from './entries-table.api.ts';
import { entryFormQueryOptions } from './entry-form.api.ts';

/**
 * The entries table's route loader: asks for the form and the first page of entries while the screen's code
 * is still on its way, so the rows wait for the slower of the two, not for both one after the other. It does
 * not wait for the answers: the screen draws its skeleton rows and reads them from the query cache. The table's
 * own code leaves at the same time, unless the app was opened at the table's address; the page draws its
 * heading and the table's frame before the table.
 */
export function prefetchEntriesTable({ params }: LoaderFunctionArgs): null {
  const formId = params.formId;
  if (formId) {
    void queryClient.prefetchQuery(entryFormQueryOptions(formId));
    void queryClient.prefetchQuery(entriesPageQueryOptions(formId, FIRST_PAGE_QUERY));
    // Opened from the page the server sends for the table's address (decision 0045), the table's code is left
    // until the heading is painted, so that it does not share the link with what the heading needs; coming from
    // another screen, the download starts here. A failed one (offline) is left to the page's boundary.
    if (!document.querySelector('link[rel="modulepreload"][data-route]'))
      void loadEntriesTableScreen().catch(() => {});
  }
  return null;
}
