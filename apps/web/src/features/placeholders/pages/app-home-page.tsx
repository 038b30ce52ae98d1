import { availableQuickActions } from '@atrium/domain/dashboard/quick-actions.ts';
import { menuFor } from '@atrium/domain/shell/menu.ts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSession } from '../../../app/session/session-context.tsx';
import { type AppHomeCard, AppHomeCards } from '../../../ui/app-home.tsx';
import { appIcon } from '../../../ui/app-icon.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { ComingLaterNote } from '../components/coming-later-note.tsx';
import type { AppHomeInfo } from '../placeholder-screens.ts';

/** An app's home screen: its action cards, starrable as dashboard quick actions. */
export function AppHomePage({ home }: { home: AppHomeInfo }) {
  const { actor } = useSession();
  const actions = availableQuickActions(actor).filter((action) => action.app === home.app);
  // Form management's screens depend on its roles: the menu already knows which ones the user may open.
  const menuLinks =
    menuFor(actor)
      .find((item) => item.path === `/${home.app}`)
      ?.children?.map((child) => ({ title: child.label, path: child.path })) ?? [];
  const icon = appIcon(home.app);
  const cards: AppHomeCard[] = [
    ...actions.map(({ id, title, path }) => ({ id, title, path, icon, quickActionId: id })),
    ...[...home.links, ...menuLinks].map(({ title, path }) => ({ id: path, title, path, icon })),
  ];

  return (
    <>
      <PageHeading title={home.title} subtitle={home.intro} />
      <ComingLaterNote>{home.coming}</ComingLaterNote>
      {cards.length > 0 && (
        <Box component="section" aria-labelledby="actions-heading">
          <Typography id="actions-heading" component="h2" variant="h2" sx={{ mb: 2 }}>
            Actions
          </Typography>
          <AppHomeCards cards={cards} />
        </Box>
      )}
    </>
  );
}
