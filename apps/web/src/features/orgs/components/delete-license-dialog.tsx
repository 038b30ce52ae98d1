import type { License } from '@atrium/domain/licenses/licenses.ts';
import { type ConfirmActions, ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { formatCalendarDate } from '../license-format.ts';

interface DeleteLicenseDialogProps extends ConfirmActions {
  license: License | null;
}

export function DeleteLicenseDialog({ license, ...actions }: DeleteLicenseDialogProps) {
  return (
    <ConfirmDialog open={license !== null} title="Delete License?" confirmLabel="Delete" danger {...actions}>
      The license from {formatCalendarDate(license?.startDate)} to {formatCalendarDate(license?.endDate)} will
      be deleted. If it is the newest, the organization's license may count as expired.
    </ConfirmDialog>
  );
}
