import { entryMessages as m } from '@atrium/domain/entries/entries.messages.ts';
import type { Entry, EntryData } from '@atrium/domain/entries/entries.schemas.ts';
import { canEditField } from '@atrium/domain/entries/entry-permissions.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import type { Form } from '@atrium/domain/forms/forms.schemas.ts';
import { fileMessages } from '@atrium/domain/uploads/uploads.messages.ts';
import { useMemo, useState } from 'react';
import { errorMessage, isApiError } from '../../../../app/api-client.ts';
import { useSession } from '../../../../app/session/session-context.tsx';
import { useEntryForm } from '../../../../ui/form-kit/use-entry-form.ts';
import { useUpdateEntry } from '../../api/entries-table.api.ts';
import { useCreateEntry } from '../../api/entries-write.api.ts';
import { uploadPendingFiles } from '../entry/upload-pending.ts';
import { failureMessage } from '../table/failure-message.ts';
import { EDIT_DIALOG_TOAST_MS, useTableToast } from '../table/table-toast.ts';

/**
 * The values of the entry being edited, which fields the reader may change, and saving: an update sends
 * only the editable fields with the version it started from; a draft is submitted as a new entry.
 */
export function useEntryEditor(
  form: Form,
  fields: readonly FieldConfig[],
  entry: Entry | null,
  draft: boolean,
  onDraftSubmitted: (id: string) => void,
) {
  const { me } = useSession();
  const toast = useTableToast(EDIT_DIALOG_TOAST_MS);
  const update = useUpdateEntry(form.id);
  const create = useCreateEntry(form.id);
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  // The version this reader last saved: the page may not have refetched it yet when they save again.
  const [saved, setSaved] = useState<{ id: string; version: number } | null>(null);
  const key = entry ? `${entry.id}@${entry.version}` : null;
  const baseVersion = entry ? Math.max(entry.version, saved?.id === entry.id ? saved.version : 0) : 0;

  const editable = useMemo(() => {
    const actor = { id: me.user.id, isOrgAdmin: me.user.isOrgAdmin, groupIds: me.user.groupIds };
    // The rule takes the owner's id; the form as read carries the owner's name too.
    const facts = { ...form, owner: form.owner?.id ?? null };
    return new Set(fields.filter((field) => canEditField(actor, facts, field)).map((field) => field.id));
  }, [fields, form, me.user]);
  const items = useMemo(
    () => fields.map((field) => ({ field, editable: editable.has(field.id), lockedBecause: null })),
    [fields, editable],
  );
  const state = useEntryForm(items);
  if (key !== loadedKey) {
    setLoadedKey(key);
    state.load(entry?.data ?? {});
  }

  const refuse = (fieldErrors: Record<string, string>) => {
    state.setErrors(fieldErrors);
    toast.error(m.fixUpdateErrors);
  };

  const [uploading, setUploading] = useState(false);

  const send = (data: EntryData) => {
    if (!entry) return;
    const onError = (error: unknown) => {
      if (isApiError(error) && error.fields && Object.keys(error.fields).length > 0)
        return refuse(error.fields);
      toast.error(failureMessage(error, draft ? m.submitFailed : m.updateFailed));
    };
    if (draft)
      create.mutate(data, {
        onSuccess: () => {
          toast.success(m.draftSubmitted);
          onDraftSubmitted(entry.id);
        },
        onError,
      });
    else
      update.mutate(
        { entryId: entry.id, data, expectedVersion: baseVersion },
        {
          onSuccess: (result) => {
            setSaved({ id: result.entry.id, version: result.entry.version });
            toast.success(m.updated);
          },
          onError,
        },
      );
  };

  /** Checks the editable values with the shared rules, uploads newly chosen files, then saves. */
  const save = async () => {
    if (!entry) return;
    const writable = fields.filter((field) => editable.has(field.id));
    const sent = Object.fromEntries(Object.entries(state.values).filter(([id]) => editable.has(id)));
    if (!state.check(writable, sent, { partial: !draft })) return toast.error(m.fixUpdateErrors);
    setUploading(true);
    try {
      send(await uploadPendingFiles(form.id, writable, sent, () => {}));
    } catch (error) {
      toast.error(errorMessage(error, fileMessages.uploadFailed));
    } finally {
      setUploading(false);
    }
  };

  return {
    values: state.values,
    errors: state.errors,
    editable,
    setValue: state.setField,
    save,
    saving: uploading || update.isPending || create.isPending,
  };
}
