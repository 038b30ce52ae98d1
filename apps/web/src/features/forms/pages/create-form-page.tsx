import { PAGE_ERROR_MS } from '@atrium/domain/access/access-home.ts';
import { FORM_ROLE, hasFormRole } from '@atrium/domain/forms/form-permissions.ts';
import { formMessages as m } from '@atrium/domain/forms/forms.messages.ts';
import { createFormSchema, formAccessConfigSchema } from '@atrium/domain/forms/forms.schemas.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../app/api-client.ts';
import { paths } from '../../../app/paths.ts';
import { useSession } from '../../../app/session/session-context.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { FormBuilder } from '../../../ui/form-kit/builder/form-builder.tsx';
import { useBuilderState } from '../../../ui/form-kit/builder/use-builder-state.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useTimedMessage } from '../../../ui/use-timed-message.ts';
import { useCreateForm, useFormPeople } from '../api/forms.api.ts';
import { FormAccessPanel } from '../components/access/form-access-panel.tsx';
import { FormGroupSelector } from '../components/form-group-selector.tsx';
import { FORMS_BUILDER_SOURCES } from '../components/forms-builder-sources.ts';

/** Form-management toasts last 4 s for success and 6 s for errors (forms spec §9). */
const SUCCESS_MS = 4000;
const ERROR_MS = 6000;

/** Create New Form: the builder, then a confirmation, then back to Manage All Forms. */
export function CreateFormPage() {
  const { me, actor } = useSession();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateForm();
  const people = useFormPeople().data ?? { users: [], groups: [] };
  const [confirming, setConfirming] = useState(false);
  const [problem, showProblem] = useTimedMessage(PAGE_ERROR_MS);
  const state = useBuilderState({
    name: '',
    fields: [],
    access: { ...formAccessConfigSchema.parse({}), owner: me.user.id },
    formGroupId: null,
  });

  if (!hasFormRole(actor, FORM_ROLE.createForm)) {
    return (
      <>
        <PageHeading title="Create New Form" />
        <Alert severity="warning">{m.noCreatePermission}</Alert>
      </>
    );
  }

  const body = {
    ...state.access,
    name: state.name,
    fieldConfig: state.fields,
    formGroupId: state.formGroupId,
  };
  const askToCreate = () => {
    const checked = createFormSchema.safeParse(body);
    if (!checked.success) return showProblem(checked.error.issues[0]?.message ?? m.saveFailed);
    setConfirming(true);
  };
  const createForm = () =>
    create.mutate(body, {
      onSuccess: ({ message }) => {
        enqueueSnackbar(message || m.created, { variant: 'success', autoHideDuration: SUCCESS_MS });
        void navigate(paths.manageForms);
      },
      onError: (error) => {
        setConfirming(false);
        enqueueSnackbar(errorMessage(error, m.saveFailed), { variant: 'error', autoHideDuration: ERROR_MS });
      },
    });

  return (
    <>
      <PageHeading title="Create New Form" />
      <FormBuilder
        state={state}
        sources={FORMS_BUILDER_SOURCES}
        formGroupOption={<FormGroupSelector value={state.formGroupId} onChange={state.setFormGroupId} />}
        accessOptions={<FormAccessPanel value={state.access} onChange={state.setAccess} people={people} />}
        actions={
          <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
            {problem && <Alert severity="error">{problem}</Alert>}
            <Button
              variant="contained"
              size="large"
              disabled={!state.canSave || create.isPending}
              onClick={askToCreate}
            >
              Save Form
            </Button>
          </Box>
        }
      />
      <ConfirmDialog
        open={confirming}
        title={m.createConfirmTitle}
        confirmLabel="Create"
        busy={create.isPending}
        onConfirm={createForm}
        onCancel={() => setConfirming(false)}
      >
        {m.createConfirmText}
      </ConfirmDialog>
    </>
  );
}
