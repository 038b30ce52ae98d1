import { useParams } from 'react-router';
import { EntryScreen } from '../components/entry/entry-screen.tsx';

/** /form-management/forms/:formId: a card of the Forms list opens the form's data entry. */
export function FormEntryPage() {
  const { formId = '' } = useParams();
  return <EntryScreen key={formId} formId={formId} />;
}
