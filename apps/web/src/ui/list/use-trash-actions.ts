import { SNACKBAR_MS } from '@atrium/domain/access/access-home.ts';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { errorMessage } from '../../app/api-client.ts';
import {
  type Confirmation,
  failureOf,
  type PendingAction,
  successOf,
  type TrashMessages,
} from './trash-actions.ts';

/** One mutation that runs any trash operation of a domain; a TanStack `useMutation` result fits. */
export interface TrashMutation<Item> {
  mutate(
    pending: PendingAction<Item>,
    callbacks: {
      onSuccess: (answer: { message?: string }) => void;
      onError: (error: unknown) => void;
      onSettled: () => void;
    },
  ): void;
  isPending: boolean;
}

interface TrashActionsOptions<Item> {
  mutation: TrashMutation<Item>;
  messages: TrashMessages;
  confirmationOf: (pending: PendingAction<Item>) => Confirmation;
  /** How long the success and the failure toasts stay; the house's toast time unless a spec says more. */
  toastMs?: { success: number; error: number };
  /** After a bulk operation worked: the ticked rows are gone from this view. */
  onBulkDone?: () => void;
}

/**
 * Trash, restore and permanent delete, one row or the ticked ones, each only after the reader confirms; the
 * toast says the server's words, or the spec's when the server gave none.
 */
export function useTrashActions<Item>(options: TrashActionsOptions<Item>) {
  const { mutation, messages, confirmationOf, onBulkDone } = options;
  const toastMs = options.toastMs ?? { success: SNACKBAR_MS, error: SNACKBAR_MS };
  const { enqueueSnackbar } = useSnackbar();
  const [pending, setPending] = useState<PendingAction<Item> | null>(null);

  const confirm = () => {
    if (!pending) return;
    mutation.mutate(pending, {
      onSuccess: (answer) => {
        enqueueSnackbar(answer?.message || successOf(messages, pending), {
          variant: 'success',
          autoHideDuration: toastMs.success,
        });
        if ('ids' in pending) onBulkDone?.();
      },
      onError: (failure) =>
        enqueueSnackbar(errorMessage(failure, failureOf(messages, pending.kind)), {
          variant: 'error',
          autoHideDuration: toastMs.error,
        }),
      onSettled: () => setPending(null),
    });
  };

  return {
    ask: setPending,
    cancel: () => setPending(null),
    confirm,
    confirmation: pending ? confirmationOf(pending) : null,
    busy: mutation.isPending,
  };
}
