import { EVENTS_PATH, type LiveEvent, liveEventSchema } from '@atrium/domain/events/events.schemas.ts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from '../../../app/query-keys.ts';

const RECONNECT_MS = 5000;

function applyEvent(queryClient: QueryClient, event: LiveEvent) {
  const invalidate = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });
  switch (event.type) {
    case 'apps.changed':
      invalidate(queryKeys.apps);
      break;
    case 'me.changed':
      invalidate(queryKeys.me);
      break;
    case 'license.changed':
      invalidate(queryKeys.me);
      invalidate(['licenses']);
      break;
    case 'users.changed':
      invalidate(queryKeys.users);
      break;
    case 'user-groups.changed':
      invalidate(queryKeys.userGroups);
      break;
    case 'org.changed':
      invalidate(queryKeys.me);
      invalidate(queryKeys.orgs);
      break;
    case 'creators.changed':
      invalidate(queryKeys.creators);
      break;
    case 'forms.changed':
      // Group pages show form names and trash state too.
      invalidate(queryKeys.forms);
      invalidate(queryKeys.formGroups);
      break;
    case 'form-groups.changed':
      invalidate(queryKeys.formGroups);
      break;
    case 'entries.changed':
      invalidate(queryKeys.entries(event.formId));
      break;
    case 'resync':
      // Events may have been lost on the server's side: every query the tab holds may be stale.
      void queryClient.invalidateQueries();
      break;
    case 'account.blocked':
      break;
  }
}

/**
 * Listens to the live event stream while mounted and refreshes what changed. EventSource reconnects by itself
 * after a dropped connection; when the server refuses the stream (it closes for good) we retry after a pause.
 */
export function useLiveEvents(onAccountBlocked: () => void) {
  const queryClient = useQueryClient();
  const onBlockedRef = useRef(onAccountBlocked);
  useEffect(() => {
    onBlockedRef.current = onAccountBlocked;
  }, [onAccountBlocked]);

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
        if (parsed.data.type === 'account.blocked') {
          source?.close();
          onBlockedRef.current();
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
