import type { OrganizationDetails } from '@atrium/domain/licenses/licenses.contract.ts';
import { licenseMessages as m } from '@atrium/domain/licenses/licenses.messages.ts';
import type { License } from '@atrium/domain/licenses/licenses.ts';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../app/api-client.ts';
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
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="licenses-title"
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
          <Typography id="licenses-title" component="h2" variant="h2" sx={{ flexGrow: 1 }}>
            Licenses
          </Typography>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ license: null })}>
            Add License
          </Button>
        </Box>
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
      </Paper>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="history-title"
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Typography id="history-title" component="h2" variant="h2" sx={{ mb: 2 }}>
          Change History
        </Typography>
        {isPending ? (
          <LinearProgress aria-label="Loading history" />
        ) : error ? (
          <Alert severity="error">{m.loadFailed}</Alert>
        ) : (
          <LicenseHistoryTable history={data.history} />
        )}
      </Paper>
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
