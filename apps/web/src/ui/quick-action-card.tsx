import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { MouseEvent, ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';

interface QuickActionCardProps {
  title: string;
  subtitle?: string;
  path: string;
  icon: ReactElement;
  starred: boolean;
  onToggleStar: () => void;
  /** Runs before navigating; calling preventDefault keeps the user where they are. */
  onOpen?: (event: MouseEvent) => void;
}

/** An action card that opens its screen and can be starred as a dashboard quick action. */
export function QuickActionCard({
  title,
  subtitle,
  path,
  icon,
  starred,
  onToggleStar,
  onOpen,
}: QuickActionCardProps) {
  const label = starred ? 'Remove from Quick Actions' : 'Add to Quick Actions';
  return (
    <Card sx={{ display: 'flex', alignItems: 'stretch', height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={path}
        onClick={onOpen}
        sx={{ display: 'flex', justifyContent: 'flex-start', gap: 2, p: 2, minWidth: 0 }}
      >
        <Box sx={{ color: 'primary.main', display: 'flex' }}>{icon}</Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Box>
      </CardActionArea>
      <Box sx={{ display: 'flex', alignItems: 'center', pr: 1 }}>
        <Tooltip title={label} describeChild>
          <IconButton aria-label={label} onClick={onToggleStar}>
            {starred ? <Star sx={{ color: 'warning.main' }} /> : <StarBorder />}
          </IconButton>
        </Tooltip>
      </Box>
    </Card>
  );
}
