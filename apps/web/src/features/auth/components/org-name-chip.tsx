import BusinessIcon from '@mui/icons-material/Business';
import Chip from '@mui/material/Chip';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { useOrgPublic } from '../api/org-public.api.ts';

/** Shows the organisation's name as soon as a typed ID matches one (debounced while typing). */
export function OrgNameChip({ orgId }: { orgId: string }) {
  const debounced = useDebouncedValue(orgId.trim(), 300);
  const { data: org } = useOrgPublic(debounced);
  if (!org || debounced !== orgId.trim()) return null;
  return (
    <Chip
      icon={<BusinessIcon />}
      label={org.name}
      color="primary"
      variant="outlined"
      sx={{ maxWidth: '100%', alignSelf: 'flex-start' }}
    />
  );
}
