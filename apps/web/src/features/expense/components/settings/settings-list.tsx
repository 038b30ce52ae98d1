import ArchiveIcon from '@mui/icons-material/ArchiveOutlined';
import EditIcon from '@mui/icons-material/Edit';
import UnarchiveIcon from '@mui/icons-material/UnarchiveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** One row of a settings list: its name, the lines under it and whether it is archived. */
export interface SettingsRow {
  id: string;
  name: string;
  details: { label: string; value: string }[];
  isArchived: boolean;
}

interface SettingsListProps {
  /** What the list holds, e.g. 'Bank accounts': names the list for screen readers. */
  label: string;
  rows: SettingsRow[];
  mayManage: boolean;
  /** An archive or restore is on its way: the row buttons wait for it. */
  busy?: boolean;
  onEdit: (id: string) => void;
  onArchive: (id: string) => void;
  onRestore: (id: string) => void;
}

/** Rows as cards, one under the other: they wrap on a phone instead of scrolling sideways. */
export function SettingsList({
  label,
  rows,
  mayManage,
  busy,
  onEdit,
  onArchive,
  onRestore,
}: SettingsListProps) {
  return (
    <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => (
        <Paper
          key={row.id}
          component="li"
          variant="outlined"
          sx={{
            p: 2,
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1.5,
            opacity: row.isArchived ? 0.85 : 1,
          }}
        >
          <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography
                component="h3"
                variant="subtitle1"
                sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
              >
                {row.name}
              </Typography>
              {row.isArchived && <Chip size="small" label="Archived" />}
            </Box>
            {row.details.length > 0 && (
              <Box
                component="dl"
                sx={{ m: 0, mt: 0.5, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.25 }}
              >
                {row.details.map(({ label: term, value }) => (
                  <Box key={term} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary" sx={{ pr: 1.5 }}>
                      {term}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                      {value}
                    </Typography>
                  </Box>
                ))}
              </Box>
            )}
          </Box>
          {mayManage && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {row.isArchived ? (
                <Button
                  startIcon={<UnarchiveIcon />}
                  onClick={() => onRestore(row.id)}
                  disabled={busy}
                  aria-label={`Restore ${row.name}`}
                >
                  Restore
                </Button>
              ) : (
                <>
                  <Button
                    startIcon={<EditIcon />}
                    onClick={() => onEdit(row.id)}
                    aria-label={`Edit ${row.name}`}
                  >
                    Edit
                  </Button>
                  <Button
                    color="error"
                    startIcon={<ArchiveIcon />}
                    onClick={() => onArchive(row.id)}
                    disabled={busy}
                    aria-label={`Archive ${row.name}`}
                  >
                    Archive
                  </Button>
                </>
              )}
            </Box>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
