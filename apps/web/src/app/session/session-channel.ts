import { queryClient } from '../query-client.ts';
import { queryKeys } from '../query-keys.ts';

/** Sign-in and sign-out in one tab make the other tabs of the same browser check the session again. */
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('atrium-session');

channel?.addEventListener('message', () => {
  void queryClient.invalidateQueries({ queryKey: queryKeys.me });
});

export function announceSessionChange() {
  channel?.postMessage('session-changed');
}
