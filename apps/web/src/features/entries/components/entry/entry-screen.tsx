import { entryMessages as m } from '@atrium/domain/entries/entries.messages.ts';
import { dataEntryRefusal } from '@atrium/domain/forms/form-permissions.ts';
import type { Form } from '@atrium/domain/forms/forms.schemas.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../../app/api-client.ts';
import { useCrumbName } from '../../../../app/shell/crumb-names.tsx';
import type { EmbeddedEntryProps, InputSources } from '../../../../ui/form-kit/inputs/input-sources.tsx';
import { PageHeading } from '../../../../ui/page-heading.tsx';
import { useEntryForm, useFormActor } from '../../api/entry-form.api.ts';
import { factsOf } from './entry-fields.ts';
import { EntryForm } from './entry-form.tsx';
import { ENTRY_SOURCES, EntryInputSources } from './entry-input-sources.tsx';
import { useEntryToast } from './entry-toast.ts';

export interface EntryScreenProps {
  formId: string;
  /** Present when opened from a form group: 'View Form Data' then returns to the group's table. */
  formGroupId?: string;
  /** Shown inside a dialog (the 'Add New Option' of another form): no page heading, no leave guard. */
  embedded?: boolean;
  onCreated?: EmbeddedEntryProps['onCreated'];
}

/** Options, and a foreign form's own entry screen for 'Add New Option'. */
const SCREEN_SOURCES: InputSources = {
  ...ENTRY_SOURCES,
  renderEmbeddedEntry: (props: EmbeddedEntryProps) => (
    <EntryScreen formId={props.formId} embedded onCreated={props.onCreated} />
  ),
};

/** The data-entry screen of one form (forms spec §2 'Data-entry screen'). */
export function EntryScreen({ formId, formGroupId, embedded = false, onCreated }: EntryScreenProps) {
  const form = useEntryForm(formId);
  useCrumbName(formId, form.data?.name);
  const navigate = useNavigate();
  const toast = useEntryToast();
  const notFound = isApiError(form.error) && form.error.status === 404;

  // 'Form not found', then back one page (forms spec §2).
  useEffect(() => {
    if (!notFound || embedded) return;
    toast.error(m.formNotFound);
    navigate(-1);
  }, [notFound, embedded, navigate, toast]);

  if (form.isPending) return <CircularProgress aria-label="Loading the form" />;
  if (form.isError) {
    return (
      <>
        {!embedded && <PageHeading title="Enter Data" />}
        <Alert severity="error">{notFound ? m.formNotFound : m.fetchFormFailed}</Alert>
      </>
    );
  }
  return (
    <EntryInputSources sources={SCREEN_SOURCES}>
      <LoadedEntryScreen
        form={form.data}
        formGroupId={formGroupId}
        embedded={embedded}
        onCreated={onCreated}
      />
    </EntryInputSources>
  );
}

function LoadedEntryScreen({
  form,
  formGroupId,
  embedded,
  onCreated,
}: Omit<EntryScreenProps, 'formId'> & { form: Form }) {
  const actor = useFormActor();
  const refusal = dataEntryRefusal(actor, factsOf(form));
  return (
    <Box sx={{ maxWidth: 880, minWidth: 0 }}>
      {embedded ? (
        <Typography component="h3" variant="h3" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {form.name}
        </Typography>
      ) : (
        <PageHeading title={form.name} subtitle="Enter data" />
      )}
      {refusal ? (
        <Alert severity="warning">{refusal}</Alert>
      ) : (
        <EntryForm
          key={form.id}
          form={form}
          formGroupId={formGroupId}
          embedded={embedded}
          onCreated={onCreated}
        />
      )}
    </Box>
  );
}
