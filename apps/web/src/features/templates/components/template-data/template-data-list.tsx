import type { TemplateEntry } from '@atrium/domain/templates/template-data.contract.ts';
import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import { TEMPLATE_DATA_PAGE_SIZE } from '@atrium/domain/templates/templates.schemas.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../app/paths.ts';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import { ListPagination } from '../../../../ui/list/list-pagination.tsx';
import { usePaging, useStayOnFilledPage } from '../../../../ui/list/use-paging.ts';
import {
  type TemplateFormAt,
  useRemoveTemplateEntries,
  useRemoveTemplateEntry,
  useTemplateEntries,
} from '../../api/template-data.ts';
import { useTemplatesToast } from '../shared/use-templates-toast.ts';
import { EditFieldDialog } from './edit-field-dialog.tsx';
import { entryName, TemplateEntriesTable } from './template-entries-table.tsx';
import type { TemplateEntryField } from './template-entry-fields.ts';

interface TemplateDataListProps {
  at: TemplateFormAt;
  form: { name: string; fields: TemplateEntryField[] };
}

/** The entries of a template form, ten a page, with one-field edits and deletion of one or the selected. */
export function TemplateDataList({ at, form }: TemplateDataListProps) {
  const toast = useTemplatesToast('other');
  const paging = usePaging(TEMPLATE_DATA_PAGE_SIZE, at.formId);
  const list = useTemplateEntries(at, paging.page);
  useStayOnFilledPage(paging, list.data?.total);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<TemplateEntry | null>(null);
  const [deleting, setDeleting] = useState<TemplateEntry | null>(null);
  const [deletingSelected, setDeletingSelected] = useState(false);
  const removeOne = useRemoveTemplateEntry(at);
  const removeMany = useRemoveTemplateEntries(at);
  const editable = useMemo(() => form.fields.filter((field) => !field.readOnly), [form.fields]);

  const onSelect = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) on ? next.add(id) : next.delete(id);
      return next;
    });

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      toast.success((await removeOne.mutateAsync(deleting.id)).message);
      onSelect([deleting.id], false);
    } catch {
      toast.error(m.deleteEntryFailed);
    }
    setDeleting(null);
  };

  const confirmDeleteSelected = async () => {
    try {
      toast.success((await removeMany.mutateAsync([...selected])).message);
      setSelected(new Set());
    } catch {
      toast.error(m.deleteSelectedFailed);
    }
    setDeletingSelected(false);
  };

  if (list.isPending) return <CircularProgress aria-label="Loading entries" />;
  if (list.isError) return <Alert severity="error">{m.loadDataFailed}</Alert>;
  const { entries, total } = list.data;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <Button
          variant="outlined"
          color="error"
          disabled={selected.size === 0}
          onClick={() => setDeletingSelected(true)}
        >
          Delete Selected{selected.size > 0 ? ` (${selected.size})` : ''}
        </Button>
        <Button
          component={RouterLink}
          to={paths.enterTemplateDataOf(at.templateId, at.formId)}
          variant="text"
        >
          Enter Data
        </Button>
      </Box>
      {total === 0 ? (
        <Typography color="text.secondary">No entries found for this form.</Typography>
      ) : (
        <TemplateEntriesTable
          formName={form.name}
          fields={form.fields}
          entries={entries}
          selected={selected}
          onSelect={onSelect}
          onEdit={editable.length > 0 ? setEditing : null}
          onDelete={setDeleting}
        />
      )}
      <ListPagination paging={paging} total={total} sizes={[TEMPLATE_DATA_PAGE_SIZE]} />
      <EditFieldDialog at={at} entry={editing} fields={editable} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Entry"
        confirmLabel="Delete"
        danger
        busy={removeOne.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting && `Delete ${entryName(deleting, form.fields[0])}? This cannot be undone.`}
      </ConfirmDialog>
      <ConfirmDialog
        open={deletingSelected}
        title="Delete Selected Entries"
        confirmLabel="Delete"
        danger
        busy={removeMany.isPending}
        onConfirm={confirmDeleteSelected}
        onCancel={() => setDeletingSelected(false)}
      >
        {`Delete the ${selected.size} selected entries? This cannot be undone.`}
      </ConfirmDialog>
    </Box>
  );
}
