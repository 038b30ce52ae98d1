import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';

/**
 * A new password is confirmed before anything is saved (platform §5). `ask(values)` saves at once when the
 * password is blank and otherwise opens `dialog`, whose Change Password button saves.
 */
export function usePasswordChangeConfirm<T extends { password?: string }>(
  save: (values: T) => void,
  text: ReactNode,
) {
  const [pending, setPending] = useState<T | null>(null);
  const ask = (values: T) => (values.password ? setPending(values) : save(values));
  const confirm = () => {
    if (!pending) return;
    setPending(null);
    save(pending);
  };
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title="Change password?"
      confirmLabel="Change Password"
      onConfirm={confirm}
      onCancel={() => setPending(null)}
    >
      {text}
    </ConfirmDialog>
  );
  return { ask, dialog };
}
