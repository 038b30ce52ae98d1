import { FORM_ROLE, hasFormRole } from '@atrium/domain/forms/form-permissions.ts';
import { formMessages as m } from '@atrium/domain/forms/forms.messages.ts';
import { type FormSummary, MANAGE_FORMS_DEFAULT_PAGE_SIZE } from '@atrium/domain/forms/forms.schemas.ts';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { useSession } from '../../../app/session/session-context.tsx';
import { PendingConfirmDialog } from '../../../ui/list/pending-confirm-dialog.tsx';
import { QueryState } from '../../../ui/list/query-state.tsx';
import { TrashToolbar } from '../../../ui/list/trash-toolbar.tsx';
import { usePaging, useStayOnFilledPage } from '../../../ui/list/use-paging.ts';
import { useTrashActions } from '../../../ui/list/use-trash-actions.ts';
import { useTrashableList } from '../../../ui/list/use-trashable-list.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useFormTrashAction, useManageForms } from '../api/forms.api.ts';
import { AccessConfigDialog } from '../components/manage/access-config-dialog.tsx';
import { useCopyFormConfig } from '../components/manage/copy-form-config.ts';
import { confirmFormAction } from '../components/manage/form-confirmations.ts';
import type { FormRowAction } from '../components/manage/form-row-menu.tsx';
import { ManageFormsTable } from '../components/manage/manage-forms-table.tsx';
import { FORM_TOAST_MS } from '../components/manage/use-form-toast.ts';
import { VersionHistoryDialog } from '../components/manage/version-history-dialog.tsx';

/** Manage All Forms: search, page, configure, trash, restore and delete the organisation's forms. */
function ManageForms() {
  const navigate = useNavigate();
  const list = useTrashableList();
  const { trashed, search } = list;
  const paging = usePaging(MANAGE_FORMS_DEFAULT_PAGE_SIZE, `${trashed}|${search}`);
  const query = useManageForms({ trashed, search, page: paging.page, pageSize: paging.pageSize });
  useStayOnFilledPage(paging, query.data?.total);
  const [accessFormId, setAccessFormId] = useState<string | null>(null);
  const [historyForm, setHistoryForm] = useState<FormSummary | null>(null);
  const actions = useTrashActions({
    mutation: useFormTrashAction(),
    messages: m,
    confirmationOf: confirmFormAction,
    toastMs: FORM_TOAST_MS,
    onBulkDone: list.clear,
  });
  const copyConfig = useCopyFormConfig();

  const forms = query.data?.forms ?? [];
  const selected = list.selectedOf(forms);

  const act = (action: FormRowAction, form: FormSummary) => {
    if (action === 'fieldConfig') void navigate(paths.formFieldConfig(form.id));
    else if (action === 'accessConfig') setAccessFormId(form.id);
    else if (action === 'history') setHistoryForm(form);
    else if (action === 'copy') void copyConfig(form.id);
    else actions.ask({ kind: action, item: form });
  };

  return (
    <>
      <PageHeading
        title="Manage All Forms"
        subtitle={trashed ? 'Forms in the trash.' : 'Every form of your organization.'}
      />
      <TrashToolbar
        list={list}
        searchLabel="Search forms"
        bulk={
          trashed
            ? {
                selected,
                ask: actions.ask,
                restoreLabel: 'Restore Selected',
                deleteLabel: 'Delete Permanently',
              }
            : null
        }
      />
      <QueryState
        query={query}
        loadingLabel="Loading forms"
        failure={m.formsFetchFailed}
        empty={
          forms.length === 0 &&
          paging.page === 0 &&
          (search ? m.noFormsFound : trashed ? m.noTrashedForms : m.noForms)
        }
      >
        <ManageFormsTable
          forms={forms}
          trashed={trashed}
          selected={selected}
          onSelect={list.select}
          onAction={act}
          paging={paging}
          total={query.data?.total ?? 0}
        />
      </QueryState>
      <AccessConfigDialog formId={accessFormId} onClose={() => setAccessFormId(null)} />
      <VersionHistoryDialog form={historyForm} onClose={() => setHistoryForm(null)} />
      <PendingConfirmDialog pending={actions} />
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
