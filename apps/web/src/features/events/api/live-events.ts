import {
  type AccountClosedEvent,
  EVENTS_PATH,
  isAccountClosed,
  type LiveEvent,
  liveEventSchema,
} from '@atrium/domain/events/events.schemas.ts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from '../../../app/query-keys.ts';

const RECONNECT_MS = 5000;

type Refresh = readonly (readonly unknown[])[] | 'everything';

/** What each event makes stale. */
const REFRESH: { [T in LiveEvent['type']]: (event: Extract<LiveEvent, { type: T }>) => Refresh } = {
  'apps.changed': () => [queryKeys.apps],
  'me.changed': () => [queryKeys.me],
  'license.changed': () => [queryKeys.me, ['licenses']],
  'users.changed': () => [queryKeys.users],
  'user-groups.changed': () => [queryKeys.userGroups],
  'org.changed': () => [queryKeys.me, queryKeys.orgs],
  'creators.changed': () => [queryKeys.creators],
  // Group pages show form names and trash state too.
  'forms.changed': () => [queryKeys.forms, queryKeys.formGroups],
  'form-groups.changed': () => [queryKeys.formGroups],
  'entries.changed': (event) => [queryKeys.entries(event.formId), queryKeys.templateData(event.formId)],
  'templates.changed': () => [queryKeys.templates, queryKeys.templateLibrary],
  // An import is a form group with forms: their pages refetch as well.
  'template-imports.changed': () => [queryKeys.templateLibrary, queryKeys.formGroups, queryKeys.forms],
  'storage.changed': () => [queryKeys.storage],
  'expense.changed': () => [queryKeys.expenseRequests],
  // Events may have been lost on the server's side: every query the tab holds may be stale.
  resync: () => 'everything',
  // The listener shows why the tab is signed out instead.
  'account.blocked': () => [],
  'account.archived': () => [],
};

function applyEvent(queryClient: QueryClient, event: LiveEvent) {
  const refresh = (REFRESH[event.type] as (event: LiveEvent) => Refresh)(event);
  if (refresh === 'everything') return void queryClient.invalidateQueries();
  for (const queryKey of refresh) void queryClient.invalidateQueries({ queryKey });
}

/**
 * Listens to the live event stream while mounted and refreshes what changed. EventSource reconnects by itself
 * after a dropped connection; when the server refuses the stream (it closes for good) we retry after a pause.
 */
export function useLiveEvents(onAccountClosed: (why: AccountClosedEvent) => void) {
  const queryClient = useQueryClient();
  const onClosedRef = useRef(onAccountClosed);
  useEffect(() => {
    onClosedRef.current = onAccountClosed;
  }, [onAccountClosed]);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let missedEvents = false;

    const connect = () => {
      source = new EventSource(EVENTS_PATH);
      source.onopen = () => {
        // Whatever changed while the stream was down was not announced: look again.
        if (missedEvents) {
          void queryClient.invalidateQueries({ queryKey: queryKeys.me });
          void queryClient.invalidateQueries({ queryKey: queryKeys.apps });
        }
        missedEvents = false;
      };
      source.onmessage = (message: MessageEvent<string>) => {
        let data: unknown;
        try {
          data = JSON.parse(message.data);
        } catch {
          return;
        }
        const parsed = liveEventSchema.safeParse(data);
        if (!parsed.success) return;
        const { type } = parsed.data;
        if (isAccountClosed(type)) {
          source?.close();
          onClosedRef.current(type);
          return;
        }
        applyEvent(queryClient, parsed.data);
      };
      source.onerror = () => {
        missedEvents = true;
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          void queryClient.invalidateQueries({ queryKey: queryKeys.me });
          retryTimer = setTimeout(connect, RECONNECT_MS);
        }
      };
    };

    connect();
    return () => {
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [queryClient]);
}
