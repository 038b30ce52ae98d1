import { entryMessages } from '@atrium/domain/entries/entries.messages.ts';
import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { isApiError } from '../../../app/api-client.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useTemplateDataForm } from '../api/template-data.ts';
import { TemplateDataList } from '../components/template-data/template-data-list.tsx';
import { useTemplateFormAt } from '../components/template-data/use-template-form-at.ts';

/** The data list of a template form (/template-form-data?templateId=&formId=). */
export function TemplateFormDataPage() {
  const { at, problem } = useTemplateFormAt();
  const form = useTemplateDataForm(at, problem === null);
  const missing = !at.templateId || !at.formId;

  if (problem) return <Refused message={missing ? m.missingParameters : problem} />;
  if (form.isPending) return <CircularProgress aria-label="Loading the form" />;
  if (form.isError) {
    const known = isApiError(form.error) && (form.error.status === 403 || form.error.status === 404);
    return <Refused message={known ? form.error.message : entryMessages.fetchFormFailed} />;
  }
  return (
    <>
      <PageHeading title={form.data.name} subtitle={`Template form data · ${form.data.templateName}`} />
      <TemplateDataList key={`${at.templateId}:${at.formId}`} at={at} form={form.data} />
    </>
  );
}

function Refused({ message }: { message: string }) {
  return (
    <>
      <PageHeading title="Template Form Data" />
      <Alert severity="error">{message}</Alert>
    </>
  );
}
