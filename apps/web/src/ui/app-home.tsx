import { PERMISSION_WARNING_MS } from '@atrium/domain/access/access-home.ts';
import type { ReactElement } from 'react';
import { useToggleQuickAction } from '../app/session/quick-actions.api.ts';
import { useSession } from '../app/session/session-context.tsx';
import { LinkCard } from './link-card.tsx';
import { PageHeading } from './page-heading.tsx';
import { usePullToRefresh } from './pull-to-refresh.tsx';
import { QuickActionCard } from './quick-action-card.tsx';
import { TileGrid, TileGridItem, usePermissionGuard } from './tile-grid.tsx';

/** One card of an app's home: a screen to open. */
export interface AppHomeCard {
  id: string;
  title: string;
  subtitle?: string;
  path: string;
  icon: ReactElement;
  /** The dashboard quick action this card is, when the user may star it. */
  quickActionId?: string;
  /** Shown for 2.5 s instead of opening the screen when a permission is missing; null when allowed. */
  warning?: string | null;
}

interface AppHomeCardsProps {
  cards: readonly AppHomeCard[];
  /** The list's accessible name. */
  label?: string;
  /** The cards' heading level: h2 when the page has no section heading above them. */
  heading?: 'h2' | 'h3';
  /** The toast when starring fails, when the app's spec words it otherwise than the dashboard's. */
  quickActionFailedMessage?: string;
}

/** The cards of an app's home, quick actions starrable among them; a missing permission warns instead. */
export function AppHomeCards({ cards, label, heading, quickActionFailedMessage }: AppHomeCardsProps) {
  const { me } = useSession();
  const { mutate } = useToggleQuickAction(quickActionFailedMessage);
  const { guard, alert } = usePermissionGuard(PERMISSION_WARNING_MS);
  usePullToRefresh();
  return (
    <>
      {alert}
      <TileGrid label={label}>
        {cards.map(({ id, quickActionId, warning, ...card }) => {
          const starred = quickActionId ? me.user.quickActions.includes(quickActionId) : false;
          return (
            <TileGridItem key={id}>
              {quickActionId ? (
                <QuickActionCard
                  {...card}
                  starred={starred}
                  onToggleStar={() => mutate({ actionId: quickActionId, star: !starred })}
                  onOpen={guard({ warning })}
                />
              ) : (
                <LinkCard {...card} heading={heading} onOpen={guard({ warning })} />
              )}
            </TileGridItem>
          );
        })}
      </TileGrid>
    </>
  );
}

interface AppHomeProps extends AppHomeCardsProps {
  title: string;
  subtitle: string;
}

/** An app's home screen: its heading and one card per screen of the app. */
export function AppHome({ title, subtitle, ...cards }: AppHomeProps) {
  return (
    <>
      <PageHeading title={title} subtitle={subtitle} />
      <AppHomeCards {...cards} />
    </>
  );
}
