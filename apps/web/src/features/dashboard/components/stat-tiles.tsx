import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface Stat {
  label: string;
  value: string | number;
}

/** Available Apps, Quick Actions, Blocked Apps and System Status. */
export function StatTiles({ stats }: { stats: Stat[] }) {
  return (
    <Grid
      container
      spacing={2}
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, mb: 4 }}
      aria-label="Summary"
    >
      {stats.map((stat) => (
        <Grid key={stat.label} size={{ xs: 6, md: 3 }} component="li">
          <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
            <Typography variant="body2" color="text.secondary">
              {stat.label}
            </Typography>
            <Typography sx={{ fontSize: '1.75rem', fontWeight: 600 }}>{stat.value}</Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
