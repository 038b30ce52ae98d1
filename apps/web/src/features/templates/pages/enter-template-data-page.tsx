import { PageHeading } from '../../../ui/page-heading.tsx';

/** Data entry on a template form (/enter-template-data?templateId=&formId=). */
export function EnterTemplateDataPage() {
  return <PageHeading title="Enter Template Data" />;
}
