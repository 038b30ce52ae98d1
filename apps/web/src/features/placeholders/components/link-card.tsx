import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';

/** A card that opens a screen (no quick-action star). */
interface LinkCardProps {
  title: string;
  path: string;
  icon: ReactElement;
  /** The card title's heading level, to follow the page's outline. */
  heading?: 'h2' | 'h3';
}

export function LinkCard({ title, path, icon, heading = 'h3' }: LinkCardProps) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={path}
        sx={{ p: 2, display: 'flex', justifyContent: 'flex-start', gap: 2, height: '100%' }}
      >
        <Box sx={{ color: 'primary.main', display: 'flex' }}>{icon}</Box>
        <Typography component={heading} variant="h3" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <ChevronRightIcon aria-hidden sx={{ color: 'text.secondary' }} />
      </CardActionArea>
    </Card>
  );
}
