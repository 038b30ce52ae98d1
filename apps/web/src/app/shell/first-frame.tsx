import MenuIcon from '@mui/icons-material/Menu';
import NotificationsIcon from '@mui/icons-material/Notifications';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { PageHeading } from '../../ui/page-heading.tsx';
import { MENU_WIDTH_OPEN } from '../theme.ts';
import { MAIN_SX, SHELL_SX, TOP_BAR_SX, TOP_BAR_TOOLBAR_SX } from './shell-layout.ts';

/** An icon where the bar's icon button will be: its padding, its colour. */
const ICON_SX = { display: 'inline-flex', p: 1, color: 'action.active' } as const;

/**
 * What a page of the app draws before the app's code has run (decision 0047): the shell's bar, the side
 * menu's place on wide screens and the page's heading, where the app will draw them. Written into the app's
 * pages by the build; the app replaces it with its first render. Inert: nothing in it works yet, so nothing in
 * it can be focused or clicked. Hidden from assistive technology too: a screen reader, or a test finding the
 * heading by its role, meets the page once the app has drawn it, not its picture.
 */
export function FirstFrame({ heading }: { heading?: string }) {
  return (
    <Box sx={{ bgcolor: 'background.default', color: 'text.primary' }} inert aria-hidden>
      <Box sx={SHELL_SX}>
        <AppBar position="fixed" color="inherit" elevation={0} sx={TOP_BAR_SX}>
          <Toolbar sx={TOP_BAR_TOOLBAR_SX}>
            <Box component="span" sx={[ICON_SX, { ml: -1.5 }]}>
              <MenuIcon />
            </Box>
            <Box sx={{ flexGrow: 1 }} />
            <Box component="span" sx={ICON_SX}>
              <NotificationsIcon />
            </Box>
          </Toolbar>
        </AppBar>
        <Box
          sx={{
            display: { xs: 'none', md: 'block' },
            width: MENU_WIDTH_OPEN,
            flexShrink: 0,
            borderRight: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        />
        <Box sx={MAIN_SX}>
          <Toolbar />
          {heading && <PageHeading title={heading} />}
        </Box>
      </Box>
    </Box>
  );
}
