import { licenseMessages as m } from '@atrium/domain/licenses/licenses.messages.ts';
import type { License } from '@atrium/domain/licenses/licenses.ts';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatCalendarDate, formatDuration } from '../license-format.ts';

interface LicensesListProps {
  licenses: License[];
  onEdit: (license: License) => void;
  onDelete: (license: License) => void;
}

/** The organisation's licenses, earliest start first; the current one green and labelled 'Active License'. */
export function LicensesList({ licenses, onEdit, onDelete }: LicensesListProps) {
  if (licenses.length === 0) {
    return <Typography color="text.secondary">No licenses yet. Add the first one.</Typography>;
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {licenses.map((license) => {
        const period = `${formatCalendarDate(license.startDate)} – ${formatCalendarDate(license.endDate)}`;
        return (
          <Paper
            key={license.id}
            component="li"
            variant="outlined"
            aria-label={license.isActive ? `${m.activeLicense}: ${period}` : `License ${period}`}
            sx={(theme) => ({
              p: 2,
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 2,
              ...(license.isActive && {
                borderColor: theme.palette.success.main,
                borderWidth: 2,
                backgroundColor: alpha(theme.palette.success.main, 0.08),
              }),
            })}
          >
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{period}</Typography>
                {license.isActive && <Chip size="small" color="success" label={m.activeLicense} />}
              </Box>
              <Typography variant="body2" color="text.secondary">
                {formatDuration(license.durationValue, license.durationUnit)} · Storage {license.storageLimit}{' '}
                {license.storageUnit}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', gap: 0.5 }}>
              <Tooltip title="Edit license" describeChild>
                <IconButton aria-label={`Edit license ${period}`} onClick={() => onEdit(license)}>
                  <EditIcon />
                </IconButton>
              </Tooltip>
              <Tooltip title="Delete license" describeChild>
                <IconButton aria-label={`Delete license ${period}`} onClick={() => onDelete(license)}>
                  <DeleteIcon />
                </IconButton>
              </Tooltip>
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}
