import type { LibraryCounters as Counters } from '@atrium/domain/templates/template-library.schemas.ts';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const LABELS: Array<[keyof Counters, string]> = [
  ['totalTemplates', 'Total Templates'],
  ['latestActive', 'Latest Active'],
  ['historicalActive', 'Historical Active'],
  ['totalForms', 'Total Forms'],
  ['updatesAvailable', 'Updates Available'],
];

/** The library's summary counters, one small tile each. */
export function LibraryCounters({ counters }: { counters: Counters }) {
  return (
    <Grid
      container
      spacing={1.5}
      component="ul"
      aria-label="Summary"
      sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}
    >
      {LABELS.map(([key, label]) => (
        <Grid key={key} component="li" size={{ xs: 6, sm: 4, md: 'grow' }}>
          <Paper variant="outlined" sx={{ p: 1.5, height: '100%' }}>
            <Typography component="p" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="p" variant="h2" sx={{ m: 0 }}>
              {counters[key]}
            </Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
