import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { MouseEvent, ReactElement, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface LinkCardProps {
  title: string;
  subtitle?: string;
  path: string;
  icon: ReactElement;
  /** The card title's heading level, to follow the page's outline. */
  heading?: 'h2' | 'h3';
  /** Runs before navigating; calling preventDefault keeps the user where they are. */
  onOpen?: (event: MouseEvent) => void;
  /** A control beside the link (the star of a quick action); it takes the chevron's place. */
  aside?: ReactNode;
}

/** A card that opens a screen of the app. */
export function LinkCard({ title, subtitle, path, icon, heading = 'h3', onOpen, aside }: LinkCardProps) {
  return (
    <Card sx={{ display: 'flex', alignItems: 'stretch', height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={path}
        onClick={onOpen}
        sx={{ p: 2, display: 'flex', justifyContent: 'flex-start', gap: 2, minWidth: 0 }}
      >
        <Box sx={{ color: 'primary.main', display: 'flex' }}>{icon}</Box>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography component={heading} variant="h3" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Box>
        {!aside && <ChevronRightIcon aria-hidden sx={{ color: 'text.secondary' }} />}
      </CardActionArea>
      {aside && <Box sx={{ display: 'flex', alignItems: 'center', pr: 1 }}>{aside}</Box>}
    </Card>
  );
}
