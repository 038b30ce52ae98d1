import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ImportFlow } from './use-import-flow.ts';

const SKIP = '';

/** One row per source column: its name, an example value, and the field it goes into (or none). */
export function ImportMappingStep({ flow }: { flow: ImportFlow }) {
  const source = flow.tab === 'file' ? 'column' : 'field';
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>
        Choose the field each {source} goes into. Columns with the same name as a field are mapped already.
      </Typography>
      {flow.columns.map((column) => (
        <Box
          key={column.key}
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            alignItems: 'center',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{column.label}</Typography>
            {column.sample && (
              <Typography variant="body2" color="text.secondary" noWrap title={column.sample}>
                e.g. {column.sample}
              </Typography>
            )}
          </Box>
          <TextField
            select
            size="small"
            label={`Field for ${column.label}`}
            // Unmapped columns read 'Do not import' rather than an empty box.
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            value={flow.mapping[column.key] ?? SKIP}
            onChange={(event) =>
              flow.setMapping((mapping) => {
                const next = { ...mapping };
                if (event.target.value === SKIP) delete next[column.key];
                else next[column.key] = event.target.value;
                return next;
              })
            }
          >
            <MenuItem value={SKIP}>
              <em>Do not import</em>
            </MenuItem>
            {flow.targets.map((field) => (
              <MenuItem key={field.id} value={field.id}>
                {field.label}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      ))}
    </Box>
  );
}
