import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { LinkCard, type LinkCardProps } from './link-card.tsx';

interface QuickActionCardProps extends Omit<LinkCardProps, 'aside' | 'heading'> {
  starred: boolean;
  onToggleStar: () => void;
}

/** An action card that opens its screen and can be starred as a dashboard quick action. */
export function QuickActionCard({ starred, onToggleStar, ...card }: QuickActionCardProps) {
  const label = starred ? 'Remove from Quick Actions' : 'Add to Quick Actions';
  return (
    <LinkCard
      {...card}
      aside={
        <Tooltip title={label} describeChild>
          <IconButton aria-label={label} onClick={onToggleStar}>
            {starred ? <Star sx={{ color: 'warning.main' }} /> : <StarBorder />}
          </IconButton>
        </Tooltip>
      }
    />
  );
}
