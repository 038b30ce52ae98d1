import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import NotificationsIcon from '@mui/icons-material/Notifications';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { TestUserChip } from '../../ui/test-user-chip.tsx';
import { useSession } from '../session/session-context.tsx';
import { AccountMenu } from './account-menu.tsx';
import { DarkModeSwitch } from './dark-mode-switch.tsx';
import { TOP_BAR_SX, TOP_BAR_TOOLBAR_SX } from './shell-layout.ts';
import { SIDE_MENU_ID } from './side-menu.tsx';

function Brand() {
  const { me, actor } = useSession();
  const org = me.organization;
  const text = (label: string) => (
    <Typography component="span" sx={{ fontWeight: 700, letterSpacing: 0.5 }} noWrap>
      {label}
    </Typography>
  );
  if (actor.isCreator && !actor.isOrgAdmin) return text('CREATOR PORTAL');
  if (!org) return text('Atrium');
  if (org.logoUrl) {
    return (
      <Box
        component="img"
        src={org.logoUrl}
        alt={org.name}
        sx={{ height: 36, maxWidth: { xs: 96, sm: 160 }, objectFit: 'contain', display: 'block' }}
      />
    );
  }
  return text(org.name);
}

function RoleChip() {
  const { actor } = useSession();
  const label =
    actor.isCreator && !actor.isOrgAdmin
      ? 'Creator'
      : actor.isOrgAdmin || actor.isMasterAdmin
        ? 'Admin'
        : null;
  if (!label) return null;
  return <Chip label={label} size="small" color="primary" variant="outlined" sx={{ flexShrink: 0 }} />;
}

/** The signed-in user's test-user flag (platform §1: it exists and is shown). */
function TestUserFlag() {
  const { me } = useSession();
  return me.user.isTestUser ? <TestUserChip /> : null;
}

interface TopBarProps {
  desktop: boolean;
  compact: boolean;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

/** The bar along the top; rendered again only when its own props change, not when the screen below does. */
export const TopBar = memo(function TopBar({ desktop, compact, menuOpen, onToggleMenu }: TopBarProps) {
  const menuLabel = desktop ? (menuOpen ? 'Collapse menu' : 'Expand menu') : 'Open menu';
  return (
    <AppBar position="fixed" color="inherit" elevation={0} sx={TOP_BAR_SX}>
      <Toolbar sx={TOP_BAR_TOOLBAR_SX}>
        <IconButton
          edge="start"
          aria-label={menuLabel}
          // The phone's menu is drawn only once opened: until then there is nothing to point at.
          aria-controls={desktop || menuOpen ? SIDE_MENU_ID : undefined}
          aria-expanded={menuOpen}
          onClick={onToggleMenu}
        >
          {desktop && menuOpen ? <MenuOpenIcon /> : <MenuIcon />}
        </IconButton>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, flexGrow: 1 }}>
          <Brand />
          <RoleChip />
          <TestUserFlag />
        </Box>
        <Tooltip title="No notifications" describeChild>
          <IconButton aria-label="Notifications">
            <NotificationsIcon />
          </IconButton>
        </Tooltip>
        <DarkModeSwitch compact={compact} />
        <AccountMenu />
      </Toolbar>
    </AppBar>
  );
});
