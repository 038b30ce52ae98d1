import { formMessages as m } from '@atrium/domain/forms/forms.messages.ts';
import type { Form } from '@atrium/domain/forms/forms.schemas.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { errorMessage, isApiError } from '../../../app/api-client.ts';
import { paths } from '../../../app/paths.ts';
import { useCrumbName } from '../../../app/shell/crumb-names.tsx';
import { FormBuilder } from '../../../ui/form-kit/builder/form-builder.tsx';
import { useBuilderState } from '../../../ui/form-kit/builder/use-builder-state.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useForm, useUpdateFieldConfig } from '../api/forms.api.ts';
import { FORMS_BUILDER_SOURCES } from '../components/forms-builder-sources.ts';

const SUCCESS_MS = 4000;
const ERROR_MS = 6000;

/** Form Field Config: the builder on a saved form; read-only for those who may not edit its configuration. */
export function EditFormFieldsPage() {
  const { formId = '' } = useParams();
  const form = useForm(formId);
  useCrumbName(formId, form.data?.name);
  if (form.isPending) return <LinearProgress aria-label="Loading form" />;
  if (form.isError) {
    const missing = isApiError(form.error) && form.error.status === 404;
    return (
      <>
        <PageHeading title="Form Field Config" />
        <Alert
          severity="error"
          action={
            <Button component={RouterLink} to={paths.manageForms} color="inherit" size="small">
              Manage All Forms
            </Button>
          }
        >
          {missing ? m.notFound : errorMessage(form.error, m.fetchFailed)}
        </Alert>
      </>
    );
  }
  // Keyed by id so opening another form starts from its own saved state.
  return <FieldConfigEditor key={form.data.id} form={form.data} />;
}

function FieldConfigEditor({ form }: { form: Form }) {
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateFieldConfig();
  // The version this editor last saw; a save by someone else in between is refused by the server.
  const [version, setVersion] = useState(form.version);
  const readOnly = !form.capabilities.canEditFieldConfig;
  const state = useBuilderState({
    name: form.name,
    fields: form.fieldConfig,
    // Not edited here (Form Access Config has its own screen); kept so the state is complete.
    access: {
      owner: form.owner?.id ?? null,
      editFormConfig: form.editFormConfig,
      formDataAccess: form.formDataAccess,
      formUsabilitySettings: form.formUsabilitySettings,
      dataVersionSettings: form.dataVersionSettings,
    },
    formGroupId: null,
  });

  const save = () =>
    update.mutate(
      { formId: form.id, body: { name: state.name, fieldConfig: state.fields, expectedVersion: version } },
      {
        onSuccess: ({ form: saved, message }) => {
          setVersion(saved.version);
          enqueueSnackbar(message || m.fieldConfigUpdated, {
            variant: 'success',
            autoHideDuration: SUCCESS_MS,
          });
        },
        onError: (error) =>
          enqueueSnackbar(errorMessage(error, m.fieldConfigUpdateFailed), {
            variant: 'error',
            autoHideDuration: ERROR_MS,
          }),
      },
    );

  return (
    <>
      <PageHeading title="Form Field Config" subtitle={form.name} />
      {readOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {m.noEditConfigPermission} You can view it only.
        </Alert>
      )}
      <FormBuilder
        state={state}
        sources={FORMS_BUILDER_SOURCES}
        readOnly={readOnly}
        currentFormId={form.id}
        actions={
          readOnly ? null : (
            <div>
              <Button
                variant="contained"
                size="large"
                disabled={!state.canSave || update.isPending}
                onClick={save}
              >
                Save
              </Button>
            </div>
          )
        }
      />
    </>
  );
}
