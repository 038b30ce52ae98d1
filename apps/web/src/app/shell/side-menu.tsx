import type { MenuItem } from '@atrium/domain/shell/menu.ts';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import { memo, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { MENU_WIDTH_CLOSED, MENU_WIDTH_OPEN } from '../theme.ts';
import { menuIcon } from './menu-icons.tsx';
import { prefetchScreen } from './prefetch-screens.ts';

export const SIDE_MENU_ID = 'side-menu';

function isActive(pathname: string, path: string): boolean {
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}

interface MenuEntryProps {
  item: MenuItem;
  expanded: boolean;
  nested?: boolean;
  onNavigate?: () => void;
}

function MenuEntry({ item, expanded, nested, onNavigate }: MenuEntryProps) {
  const { pathname } = useLocation();
  const active = isActive(pathname, item.path);
  const exact = pathname === item.path;
  const button = (
    <ListItemButton
      component={RouterLink}
      to={item.path}
      selected={active}
      aria-current={exact ? 'page' : undefined}
      onClick={onNavigate}
      // Pointed at or focused: the screen is likely next, its code starts loading before the tap.
      onPointerEnter={() => prefetchScreen(item.path)}
      onFocus={() => prefetchScreen(item.path)}
      sx={{ minHeight: 48, px: 2.5, pl: nested && expanded ? 5 : 2.5, borderRadius: 2, mx: 1 }}
    >
      <ListItemIcon sx={{ minWidth: 0, mr: expanded ? 2 : 'auto', justifyContent: 'center' }}>
        {menuIcon(item.path)}
      </ListItemIcon>
      {expanded && <ListItemText primary={item.label} />}
    </ListItemButton>
  );
  return (
    <li>
      {expanded ? (
        button
      ) : (
        <Tooltip title={item.label} placement="right">
          {button}
        </Tooltip>
      )}
      {item.children && expanded && active && (
        <List disablePadding aria-label={`${item.label} pages`}>
          {item.children.map((child) => (
            <MenuEntry key={child.path} item={child} expanded nested onNavigate={onNavigate} />
          ))}
        </List>
      )}
    </li>
  );
}

function MenuList({
  items,
  expanded,
  onNavigate,
}: {
  items: MenuItem[];
  expanded: boolean;
  onNavigate?: () => void;
}) {
  return (
    <Box
      component="nav"
      aria-label="Main menu"
      id={SIDE_MENU_ID}
      sx={{ overflowX: 'hidden', overflowY: 'auto' }}
    >
      <List sx={{ py: 1 }}>
        {items.map((item) => (
          <MenuEntry key={item.path} item={item} expanded={expanded} onNavigate={onNavigate} />
        ))}
      </List>
    </Box>
  );
}

interface SideMenuProps {
  items: MenuItem[];
  /** Large and medium screens: a permanent menu, 280 px open or 72 px with icons only. */
  desktop: boolean;
  open: boolean;
  onClose: () => void;
}

/** The side menu; rendered again only when its own props change, not when the screen beside it does. */
export const SideMenu = memo(function SideMenu({ items, desktop, open, onClose }: SideMenuProps) {
  // The phone's menu is drawn the first time it opens, then kept: drawn hidden with the first screen, its
  // sliding panel measured itself on mount, a forced layout in the first screen's longest task.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!desktop) {
    if (!opened) return null;
    return (
      <Drawer
        variant="temporary"
        open={open}
        onClose={onClose}
        keepMounted
        slotProps={{ paper: { 'aria-label': 'Menu', sx: { width: MENU_WIDTH_OPEN, maxWidth: '85vw' } } }}
      >
        <MenuList items={items} expanded onNavigate={onClose} />
      </Drawer>
    );
  }
  const width = open ? MENU_WIDTH_OPEN : MENU_WIDTH_CLOSED;
  const transition = (theme: { transitions: { create: (p: string) => string } }) =>
    theme.transitions.create('width');
  return (
    <Drawer
      variant="permanent"
      sx={{ width, flexShrink: 0, transition }}
      slotProps={{ paper: { sx: { width, transition, boxSizing: 'border-box', overflowX: 'hidden' } } }}
    >
      <Toolbar />
      <MenuList items={items} expanded={open} />
    </Drawer>
  );
});
