import { visibleAppNames } from '@atrium/domain/access/permissions.ts';
import { menuFor } from '@atrium/domain/shell/menu.ts';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { LiveEventsListener } from '../../features/events/components/live-events-listener.tsx';
import { PullToRefresh } from '../../ui/pull-to-refresh.tsx';
import { useApps } from '../session/apps.api.ts';
import { useSession } from '../session/session-context.tsx';
import { BlockedAppGate } from './blocked-app-gate.tsx';
import { BreadcrumbHeader } from './breadcrumb-header.tsx';
import { CrumbNamesProvider } from './crumb-names.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { ExitAppGuard } from './exit-app-guard.tsx';
import { LicenseGate } from './license-gate.tsx';
import { prefetchMenuScreens } from './prefetch-screens.ts';
import { ScreenFallback } from './screen-fallback.tsx';
import { MAIN_SX, SHELL_SX } from './shell-layout.ts';
import { SideMenu } from './side-menu.tsx';
import { TopBar } from './top-bar.tsx';

const MENU_OPEN_KEY = 'atrium.menuOpen';

function readMenuOpen(): boolean {
  try {
    return localStorage.getItem(MENU_OPEN_KEY) !== 'no';
  } catch {
    return true;
  }
}

/** Exactly one app available: the back button on the home page asks before leaving. */
function useSingleApp(): boolean {
  const { me, actor } = useSession();
  const { data: apps } = useApps(me.sessionKind === 'org');
  if (!apps) return false;
  return (
    visibleAppNames(
      actor,
      apps.map((app) => app.app_name),
    ).length === 1
  );
}

export function AppShell() {
  const { actor } = useSession();
  const { pathname } = useLocation();
  const desktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const large = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [desktopOpen, setDesktopOpen] = useState(readMenuOpen);
  const [mobileOpen, setMobileOpen] = useState(false);
  const items = useMemo(() => menuFor(actor), [actor]);
  const singleApp = useSingleApp();
  const opening = useNavigation().state === 'loading';
  useEffect(() => prefetchMenuScreens(items), [items]);

  // Stable handlers: the bar and the menu are memoised and render again only when their own state changes.
  const toggleMenu = useCallback(() => {
    if (!desktop) return setMobileOpen((open) => !open);
    setDesktopOpen((open) => {
      try {
        localStorage.setItem(MENU_OPEN_KEY, open ? 'no' : 'yes');
      } catch {
        // Without storage the choice lasts until the page reloads.
      }
      return !open;
    });
  }, [desktop]);
  const closeMobileMenu = useCallback(() => setMobileOpen(false), []);

  const menuOpen = desktop ? desktopOpen : mobileOpen;
  return (
    <Box sx={SHELL_SX}>
      {/* The next screen's code is on its way: the current screen stays, a bar at the top says so. */}
      {opening && (
        <LinearProgress
          aria-label="Opening the page"
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}
        />
      )}
      <TopBar desktop={desktop} compact={compact} menuOpen={menuOpen} onToggleMenu={toggleMenu} />
      <SideMenu items={items} desktop={desktop} open={menuOpen} onClose={closeMobileMenu} />
      <Box component="main" sx={MAIN_SX}>
        <Toolbar />
        <CrumbNamesProvider>
          {large && <BreadcrumbHeader />}
          <ErrorBoundary resetKey={pathname}>
            <LicenseGate>
              <BlockedAppGate>
                <PullToRefresh>
                  <Suspense fallback={<ScreenFallback />}>
                    <Outlet />
                  </Suspense>
                </PullToRefresh>
              </BlockedAppGate>
            </LicenseGate>
          </ErrorBoundary>
        </CrumbNamesProvider>
      </Box>
      <LiveEventsListener />
      {pathname === '/' && singleApp && <ExitAppGuard />}
    </Box>
  );
}
