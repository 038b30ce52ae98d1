import { useState } from 'react';
import { errorMessage } from '../../../../app/api-client.ts';
import { useBulkFormAction, useFormAction } from '../../api/forms.api.ts';
import {
  type Confirmation,
  confirmationOf,
  FAILURE,
  type PendingFormAction,
  successOf,
} from './form-confirmations.ts';
import { useFormToast } from './use-form-toast.ts';

/** Trash, restore and permanent delete, single or bulk, each only after the reader confirms. */
export function useFormLifecycle(onBulkDone: () => void) {
  const [pending, setPending] = useState<PendingFormAction | null>(null);
  const single = useFormAction();
  const bulk = useBulkFormAction();
  const toast = useFormToast();

  const callbacks = (action: PendingFormAction) => ({
    onSuccess: () => {
      toast.success(successOf(action));
      if ('ids' in action) onBulkDone();
    },
    onError: (failure: unknown) => toast.error(errorMessage(failure, FAILURE[action.kind])),
    onSettled: () => setPending(null),
  });

  const confirm = () => {
    if (!pending) return;
    if ('form' in pending) {
      single.mutate({ action: pending.kind, formId: pending.form.id }, callbacks(pending));
    } else {
      bulk.mutate({ action: pending.kind, ids: pending.ids }, callbacks(pending));
    }
  };

  const confirmation: Confirmation | null = pending ? confirmationOf(pending) : null;
  return {
    ask: setPending,
    cancel: () => setPending(null),
    confirm,
    confirmation,
    busy: single.isPending || bulk.isPending,
  };
}
