import { availableQuickActions } from '@atrium/domain/dashboard/quick-actions.ts';
import { menuFor } from '@atrium/domain/shell/menu.ts';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useToggleQuickAction } from '../../../app/session/quick-actions.api.ts';
import { useSession } from '../../../app/session/session-context.tsx';
import { appIcon } from '../../../ui/app-icon.tsx';
import { LinkCard } from '../../../ui/link-card.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { QuickActionCard } from '../../../ui/quick-action-card.tsx';
import { ComingLaterNote } from '../components/coming-later-note.tsx';
import type { AppHomeInfo } from '../placeholder-screens.ts';

/** An app's home screen: its action cards, starrable as dashboard quick actions. */
export function AppHomePage({ home }: { home: AppHomeInfo }) {
  const { me, actor } = useSession();
  const { mutate } = useToggleQuickAction();
  const actions = availableQuickActions(actor).filter((action) => action.app === home.app);
  // Form management's screens depend on its roles: the menu already knows which ones the user may open.
  const menuLinks =
    menuFor(actor)
      .find((item) => item.path === `/${home.app}`)
      ?.children?.map((child) => ({ title: child.label, path: child.path })) ?? [];
  const links = [...home.links, ...menuLinks];

  return (
    <>
      <PageHeading title={home.title} subtitle={home.intro} />
      <ComingLaterNote>{home.coming}</ComingLaterNote>
      {actions.length + links.length > 0 && (
        <Box component="section" aria-labelledby="actions-heading">
          <Typography id="actions-heading" component="h2" variant="h2" sx={{ mb: 2 }}>
            Actions
          </Typography>
          <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {actions.map((action) => {
              const starred = me.user.quickActions.includes(action.id);
              return (
                <Grid key={action.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
                  <QuickActionCard
                    title={action.title}
                    path={action.path}
                    icon={appIcon(home.app)}
                    starred={starred}
                    onToggleStar={() => mutate({ actionId: action.id, star: !starred })}
                  />
                </Grid>
              );
            })}
            {links.map((link) => (
              <Grid key={link.path} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
                <LinkCard title={link.title} path={link.path} icon={appIcon(home.app)} />
              </Grid>
            ))}
          </Grid>
        </Box>
      )}
    </>
  );
}
