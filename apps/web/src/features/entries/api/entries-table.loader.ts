import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../../app/query-client.ts';
import { FIRST_PAGE_QUERY } from '../components/table/use-table-query.ts';
import { entriesPageQueryOptions } from './entries-table.api.ts';
import { entryFormQueryOptions } from './entry-form.api.ts';

/**
 * The entries table's route loader: asks for the form and the first page of entries while the screen's code
 * is still on its way, so the rows wait for the slower of the two, not for both one after the other. It does
 * not wait for the answers: the screen draws its skeleton rows and reads them from the query cache.
 */
export function prefetchEntriesTable({ params }: LoaderFunctionArgs): null {
  const formId = params.formId;
  if (formId) {
    void queryClient.prefetchQuery(entryFormQueryOptions(formId));
    void queryClient.prefetchQuery(entriesPageQueryOptions(formId, FIRST_PAGE_QUERY));
  }
  return null;
}
