import { PageHeading } from '../../../ui/page-heading.tsx';

/** The data list of a template form (/template-form-data?templateId=&formId=). */
export function TemplateFormDataPage() {
  return <PageHeading title="Template Form Data" />;
}
