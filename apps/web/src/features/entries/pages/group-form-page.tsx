import { useLocation, useParams } from 'react-router';
import { useCrumbName } from '../../../app/shell/crumb-names.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useTableForm } from '../api/entries-table.api.ts';
import { EntryScreen } from '../components/entry/entry-screen.tsx';
import { EntriesTableScreen } from '../components/table/entries-table-screen.tsx';

/** The entries table of a group's form, under the form's name as the page heading. */
function GroupFormTable({ formId, formGroupId }: { formId: string; formGroupId: string }) {
  const form = useTableForm(formId);
  useCrumbName(formId, form.data?.name);
  return (
    <>
      <PageHeading title={form.data?.name ?? 'Form Data'} subtitle={form.data ? 'Form Data' : undefined} />
      <EntriesTableScreen formId={formId} formGroupId={formGroupId} />
    </>
  );
}

/** /data-management/:formGroupId/:formId: 'Enter data' (navigation state mode 'enter') or the entries table. */
export function GroupFormPage() {
  const { formGroupId = '', formId = '' } = useParams();
  const state = useLocation().state as { mode?: string } | null;
  if (state?.mode === 'enter') return <EntryScreen key={formId} formId={formId} formGroupId={formGroupId} />;
  return <GroupFormTable key={formId} formId={formId} formGroupId={formGroupId} />;
}
