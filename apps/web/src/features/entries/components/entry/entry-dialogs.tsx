import type { Entry } from '@atrium/domain/entries/entries.schemas.ts';
import type { Form } from '@atrium/domain/forms/forms.schemas.ts';
import type { EntryField } from '../../../../ui/form-kit/entry-values.ts';
import type { LocalDraft } from '../../../../ui/form-kit/local-drafts.ts';
import { DraftsDialog } from '../drafts/drafts-dialog.tsx';
import { ImportDataDialog } from '../import/import-data-dialog.tsx';
import type { EntryDialog } from './entry-actions.tsx';
import { PrefillDialog } from './prefill-dialog.tsx';

interface EntryDialogsProps {
  form: Form;
  fields: EntryField[];
  open: EntryDialog | null;
  onClose: () => void;
  onPrefill: (entry: Entry) => void;
  onOpenDraft: (draft: LocalDraft) => void;
  onImported: () => void;
}

export function EntryDialogs({
  form,
  fields,
  open,
  onClose,
  onPrefill,
  onOpenDraft,
  onImported,
}: EntryDialogsProps) {
  return (
    <>
      <DraftsDialog open={open === 'drafts'} formId={form.id} onClose={onClose} onOpenDraft={onOpenDraft} />
      <PrefillDialog
        open={open === 'prefill'}
        formId={form.id}
        fields={fields.map((item) => item.field)}
        onClose={onClose}
        onChoose={onPrefill}
      />
      <ImportDataDialog
        formId={form.id}
        formName={form.name}
        open={open === 'import'}
        onClose={onClose}
        onImported={onImported}
      />
    </>
  );
}
