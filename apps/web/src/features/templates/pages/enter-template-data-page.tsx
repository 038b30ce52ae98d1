import { entryMessages } from '@atrium/domain/entries/entries.messages.ts';
import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../app/api-client.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useTemplateDataForm } from '../api/template-data.ts';
import { useTemplatesToast } from '../components/shared/use-templates-toast.ts';
import { TemplateEntryForm } from '../components/template-data/template-entry-form.tsx';
import { useTemplateFormAt } from '../components/template-data/use-template-form-at.ts';

/** Data entry on a template form (/enter-template-data?templateId=&formId=). */
export function EnterTemplateDataPage() {
  const { at, problem } = useTemplateFormAt();
  const form = useTemplateDataForm(at, problem === null);
  const navigate = useNavigate();
  const toast = useTemplatesToast('other');
  const notFound = isApiError(form.error) && form.error.status === 404;
  const failed = form.isError && !(isApiError(form.error) && form.error.status === 403);

  // 'Form not found' and 'Error fetching form' both go back one page (templates spec, messages).
  useEffect(() => {
    if (!failed) return;
    toast.error(notFound ? entryMessages.formNotFound : entryMessages.fetchFormFailed);
    navigate(-1);
  }, [failed, notFound, navigate, toast]);

  if (problem) return <Refused message={problem} />;
  if (form.isPending) return <CircularProgress aria-label="Loading the form" />;
  if (form.isError) {
    const known = isApiError(form.error) && (form.error.status === 403 || form.error.status === 404);
    return <Refused message={known ? form.error.message : entryMessages.fetchFormFailed} />;
  }
  return (
    <Box sx={{ maxWidth: 880, minWidth: 0 }}>
      <PageHeading title={form.data.name} subtitle={`Template: ${form.data.templateName}`} />
      {form.data.fields.length === 0 ? (
        <Alert severity="warning">{m.formConfigIncomplete}</Alert>
      ) : (
        <TemplateEntryForm key={`${at.templateId}:${at.formId}`} at={at} form={form.data} />
      )}
    </Box>
  );
}

function Refused({ message }: { message: string }) {
  return (
    <>
      <PageHeading title="Enter Template Data" />
      <Alert severity="error">{message}</Alert>
    </>
  );
}
