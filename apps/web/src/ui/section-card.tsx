import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

interface SectionCardProps {
  title: ReactNode;
  /** Before the title, e.g. a logo. */
  leading?: ReactNode;
  /** After the title, e.g. Edit and Delete. */
  actions?: ReactNode;
  children: ReactNode;
}

/** An outlined card that is a section of its page, named by its h2 title. */
export function SectionCard({ title, leading, actions, children }: SectionCardProps) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        {leading}
        <Typography
          id={titleId}
          component="h2"
          variant="h2"
          sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        {actions}
      </Box>
      {children}
    </Paper>
  );
}
