import { useLocation, useParams } from 'react-router';
import { EntryScreen } from '../components/entry/entry-screen.tsx';
import { EntriesTableScreen } from '../components/table/entries-table-screen.tsx';

/** /data-management/:formGroupId/:formId: 'Enter data' (navigation state mode 'enter') or the entries table. */
export function GroupFormPage() {
  const { formGroupId = '', formId = '' } = useParams();
  const state = useLocation().state as { mode?: string } | null;
  if (state?.mode === 'enter') return <EntryScreen key={formId} formId={formId} formGroupId={formGroupId} />;
  return <EntriesTableScreen key={formId} formId={formId} formGroupId={formGroupId} />;
}
