import type { OrganizationDetails } from '@atrium/domain/licenses/licenses.contract.ts';
import { licenseMessages as m } from '@atrium/domain/licenses/licenses.messages.ts';
import type { License } from '@atrium/domain/licenses/licenses.ts';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useState } from 'react';
import { errorMessage } from '../../../app/api-client.ts';
import { SectionCard } from '../../../ui/section-card.tsx';
import { useDeleteLicense, useLicenses } from '../api/licenses.api.ts';
import { useLicenseResult } from '../license-result.ts';
import { DeleteLicenseDialog } from './delete-license-dialog.tsx';
import { LicenseDialog } from './license-dialog.tsx';
import { LicenseHistoryTable } from './license-history-table.tsx';
import { LicensesList } from './licenses-list.tsx';

/** The licenses of one organisation with add, edit and delete, and the history of changes below. */
export function OrganizationLicenses({ organization }: { organization: OrganizationDetails }) {
  const orgId = organization.id;
  const { data, isPending, error } = useLicenses(orgId);
  const remove = useDeleteLicense(orgId);
  const showResult = useLicenseResult();
  const [editing, setEditing] = useState<{ license: License | null } | null>(null);
  const [deleting, setDeleting] = useState<License | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: ({ message }) => showResult(message),
      onError: (failure) => showResult(errorMessage(failure, m.deleteFailed)),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <>
      <SectionCard
        title="Licenses"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ license: null })}>
            Add License
          </Button>
        }
      >
        {isPending ? (
          <LinearProgress aria-label="Loading licenses" />
        ) : error ? (
          <Alert severity="error">{m.loadFailed}</Alert>
        ) : (
          <LicensesList
            licenses={data.licenses}
            onEdit={(license) => setEditing({ license })}
            onDelete={setDeleting}
          />
        )}
      </SectionCard>
      <SectionCard title="Change History">
        {isPending ? (
          <LinearProgress aria-label="Loading history" />
        ) : error ? (
          <Alert severity="error">{m.loadFailed}</Alert>
        ) : (
          <LicenseHistoryTable history={data.history} />
        )}
      </SectionCard>
      <LicenseDialog
        orgId={orgId}
        open={editing !== null}
        license={editing?.license ?? null}
        onClose={() => setEditing(null)}
      />
      <DeleteLicenseDialog
        license={deleting}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
