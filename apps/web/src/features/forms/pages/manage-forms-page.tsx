import { FORM_ROLE, hasFormRole } from '@atrium/domain/forms/form-permissions.ts';
import { formMessages as m } from '@atrium/domain/forms/forms.messages.ts';
import { type FormSummary, MANAGE_FORMS_DEFAULT_PAGE_SIZE } from '@atrium/domain/forms/forms.schemas.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../app/api-client.ts';
import { useSession } from '../../../app/session/session-context.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { useManageForms } from '../api/forms.api.ts';
import { AccessConfigDialog } from '../components/manage/access-config-dialog.tsx';
import { useCopyFormConfig } from '../components/manage/copy-form-config.ts';
import type { FormRowAction } from '../components/manage/form-row-menu.tsx';
import { ManageFormsTable } from '../components/manage/manage-forms-table.tsx';
import { ManageFormsToolbar } from '../components/manage/manage-forms-toolbar.tsx';
import { useFormLifecycle } from '../components/manage/use-form-lifecycle.ts';
import { VersionHistoryDialog } from '../components/manage/version-history-dialog.tsx';

function EmptyState({ trashed, searching }: { trashed: boolean; searching: boolean }) {
  const text = searching ? m.noFormsFound : trashed ? m.noTrashedForms : m.noForms;
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
      <Typography component="p" variant="h3">
        {text}
      </Typography>
    </Paper>
  );
}

/** Manage All Forms: search, page, configure, trash, restore and delete the organisation's forms. */
function ManageForms() {
  const navigate = useNavigate();
  const [trashed, setTrashed] = useState(false);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 300);
  const [paging, setPaging] = useState({ page: 0, pageSize: MANAGE_FORMS_DEFAULT_PAGE_SIZE, search: '' });
  // A new search starts again at the first page.
  const page = paging.search === search ? paging.page : 0;
  const { data, isPending, isFetching, error, refetch } = useManageForms({
    trashed,
    search,
    page,
    pageSize: paging.pageSize,
  });
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [accessFormId, setAccessFormId] = useState<string | null>(null);
  const [historyForm, setHistoryForm] = useState<FormSummary | null>(null);
  const lifecycle = useFormLifecycle(() => setChecked(new Set()));
  const copyConfig = useCopyFormConfig();

  const forms = data?.forms ?? [];
  const total = data?.total ?? 0;
  const lastPage = Math.max(0, Math.ceil(total / paging.pageSize) - 1);
  // Trashing or deleting the last row of the last page leaves that page empty: step back to one with rows.
  useEffect(() => {
    if (data && page > lastPage) setPaging((value) => ({ ...value, page: lastPage, search }));
  }, [data, page, lastPage, search]);
  // Only rows still shown count as selected, so a refresh never deletes what the reader cannot see.
  const selected = new Set(forms.filter((form) => checked.has(form.id)).map((form) => form.id));

  const select = (ids: string[], on: boolean) =>
    setChecked((previous) => {
      const next = new Set(previous);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const toggleTrash = () => {
    setTrashed((value) => !value);
    setPaging((value) => ({ ...value, page: 0 }));
    setChecked(new Set());
  };

  const act = (action: FormRowAction, form: FormSummary) => {
    if (action === 'fieldConfig') void navigate(`/form-management/manage-all-forms/${form.id}/field-config`);
    else if (action === 'accessConfig') setAccessFormId(form.id);
    else if (action === 'history') setHistoryForm(form);
    else if (action === 'copy') void copyConfig(form.id);
    else lifecycle.ask({ kind: action, form });
  };

  return (
    <>
      <PageHeading
        title="Manage All Forms"
        subtitle={trashed ? 'Forms in the trash.' : 'Every form of your organization.'}
      />
      <ManageFormsToolbar
        search={searchText}
        onSearch={setSearchText}
        trashed={trashed}
        onToggleTrash={toggleTrash}
        selectedCount={selected.size}
        onBulk={(kind) => lifecycle.ask({ kind, ids: [...selected] })}
      />
      {(isPending || isFetching) && <LinearProgress aria-label="Loading forms" sx={{ mb: 1 }} />}
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(error, m.formsFetchFailed)}
        </Alert>
      ) : data && forms.length === 0 && page === 0 ? (
        <EmptyState trashed={trashed} searching={search !== ''} />
      ) : (
        data && (
          <ManageFormsTable
            forms={forms}
            trashed={trashed}
            selected={selected}
            onSelect={select}
            onAction={act}
            paging={{
              page,
              pageSize: paging.pageSize,
              total,
              onPage: (next) => setPaging({ ...paging, page: next, search }),
              onPageSize: (pageSize) => setPaging({ page: 0, pageSize, search }),
            }}
          />
        )
      )}
      <AccessConfigDialog formId={accessFormId} onClose={() => setAccessFormId(null)} />
      <VersionHistoryDialog form={historyForm} onClose={() => setHistoryForm(null)} />
      <ConfirmDialog
        open={lifecycle.confirmation !== null}
        title={lifecycle.confirmation?.title ?? ''}
        confirmLabel={lifecycle.confirmation?.confirmLabel ?? ''}
        danger={lifecycle.confirmation?.danger}
        busy={lifecycle.busy}
        onConfirm={lifecycle.confirm}
        onCancel={lifecycle.cancel}
      >
        {lifecycle.confirmation?.text}
      </ConfirmDialog>
    </>
  );
}

export function ManageFormsPage() {
  const { actor } = useSession();
  if (!hasFormRole(actor, FORM_ROLE.manageForms)) {
    return (
      <>
        <PageHeading title="Manage All Forms" />
        <Alert severity="warning">{m.noManagePermission}</Alert>
      </>
    );
  }
  return <ManageForms />;
}
