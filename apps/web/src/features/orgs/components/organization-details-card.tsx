import type { OrganizationDetails } from '@atrium/domain/licenses/licenses.contract.ts';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CopyValueButton } from '../../../ui/copy-value-button.tsx';
import { formatDate } from '../../../ui/format-date.ts';
import { SectionCard } from '../../../ui/section-card.tsx';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, overflowWrap: 'anywhere', display: 'flex', alignItems: 'center' }}
      >
        {children}
      </Typography>
    </Box>
  );
}

interface OrganizationDetailsCardProps {
  organization: OrganizationDetails;
  onEdit: () => void;
  onDelete: () => void;
}

/** The chosen organisation: its id and sign-in link to copy, contact person and first admin. */
export function OrganizationDetailsCard({
  organization: org,
  onEdit,
  onDelete,
}: OrganizationDetailsCardProps) {
  const signInLink = `${window.location.origin}/login/${org.id}`;
  return (
    <SectionCard
      title={org.name}
      leading={org.logoUrl && <Avatar src={org.logoUrl} alt="" variant="rounded" />}
      actions={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button startIcon={<EditIcon />} variant="outlined" onClick={onEdit}>
            Edit
          </Button>
          <Button startIcon={<DeleteIcon />} variant="outlined" color="error" onClick={onDelete}>
            Delete
          </Button>
        </Box>
      }
    >
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
        }}
      >
        <Detail label="Organization ID">
          <span style={{ fontFamily: 'monospace' }}>{org.id}</span>
          <CopyValueButton label="Organization ID" value={org.id} />
        </Detail>
        <Detail label="Sign-in link">
          <span style={{ fontFamily: 'monospace', minWidth: 0 }}>{signInLink}</span>
          <CopyValueButton label="Sign-in link" value={signInLink} />
        </Detail>
        <Detail label="Created">{formatDate(org.createdAt)}</Detail>
        <Detail label="Contact person">{org.contactName}</Detail>
        <Detail label="Contact email">{org.contactEmail}</Detail>
        <Detail label="Contact phone">{org.contactPhone}</Detail>
        <Detail label="Admin name">{org.adminName ?? '—'}</Detail>
        <Detail label="Admin email">{org.adminEmail ?? '—'}</Detail>
      </Box>
    </SectionCard>
  );
}
