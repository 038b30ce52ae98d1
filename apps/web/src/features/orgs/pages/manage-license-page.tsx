import { licenseMessages as m } from '@atrium/domain/licenses/licenses.messages.ts';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../app/api-client.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useOrganizationDetails } from '../api/licenses.api.ts';
import { useOrganizations } from '../api/organizations.api.ts';
import { DeleteOrganizationDialog } from '../components/delete-organization-dialog.tsx';
import { EditOrganizationDialog } from '../components/edit-organization-dialog.tsx';
import { OrganizationDetailsCard } from '../components/organization-details-card.tsx';
import { OrganizationLicenses } from '../components/organization-licenses.tsx';
import { OrganizationPicker } from '../components/organization-picker.tsx';
import { OrganizationTestUsers } from '../components/organization-test-users.tsx';

/**
 * Licenses Management (master admin): choose an organisation, see and edit it and its admin, and manage its
 * licenses. The chosen organisation stays in the address (?org=), so a reload keeps it.
 */
export function ManageLicensePage() {
  const [params, setParams] = useSearchParams();
  const orgId = params.get('org');
  const organizations = useOrganizations();
  const details = useOrganizationDetails(orgId);
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);

  const choose = (next: string | null) => {
    setDialog(null);
    setParams(next ? { org: next } : {}, { replace: true });
  };

  const org = details.data;
  const detailsError =
    details.error &&
    (isApiError(details.error) && details.error.status === 404 ? m.orgNotFound : m.loadOrgFailed);

  return (
    <>
      <PageHeading
        title="Licenses Management"
        subtitle="Organizations, their licenses and their admin credentials."
      />
      <Stack spacing={3}>
        {organizations.error ? (
          <Alert severity="error">{m.loadOrgsFailed}</Alert>
        ) : (
          <OrganizationPicker
            organizations={organizations.data ?? []}
            loading={organizations.isPending}
            value={orgId}
            onChange={choose}
          />
        )}
        {!orgId ? (
          <Alert severity="info">Choose an organization to see its details and licenses.</Alert>
        ) : details.isPending ? (
          <LinearProgress aria-label="Loading organization" />
        ) : !org ? (
          <Alert severity="error">{detailsError ?? m.loadOrgFailed}</Alert>
        ) : (
          <>
            <OrganizationDetailsCard
              organization={org}
              onEdit={() => setDialog('edit')}
              onDelete={() => setDialog('delete')}
            />
            <OrganizationLicenses organization={org} />
            <OrganizationTestUsers orgId={org.id} />
            <EditOrganizationDialog
              organization={org}
              open={dialog === 'edit'}
              onClose={() => setDialog(null)}
            />
            <DeleteOrganizationDialog
              organization={org}
              open={dialog === 'delete'}
              onClose={() => setDialog(null)}
              onDeleted={() => choose(null)}
            />
          </>
        )}
      </Stack>
    </>
  );
}
