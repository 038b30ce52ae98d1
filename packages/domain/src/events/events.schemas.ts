import { z } from 'zod';

/**
 * Events that reach browser tabs over /api/events. Each names what changed; the tab refetches what it shows.
 * The server decides who receives an event from its audience (see apps/server platform/events).
 */
export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('apps.changed') }),
  z.object({ type: z.literal('me.changed') }),
  z.object({ type: z.literal('account.blocked') }),
  /** The user was archived: like blocking, the tab is signed out, but the dialog says archived. */
  z.object({ type: z.literal('account.archived') }),
  z.object({ type: z.literal('org.changed') }),
  z.object({ type: z.literal('creators.changed') }),
  z.object({ type: z.literal('license.changed') }),
  z.object({ type: z.literal('users.changed') }),
  z.object({ type: z.literal('user-groups.changed') }),
  /** A form was created, configured, trashed, restored or deleted; forms lists and open builders refetch. */
  z.object({ type: z.literal('forms.changed'), formId: z.string().optional() }),
  z.object({ type: z.literal('form-groups.changed') }),
  /** Entries of a form were added, changed, trashed, restored or deleted; open tables of that form refetch. */
  z.object({ type: z.literal('entries.changed'), formId: z.string() }),
  /**
   * A template group changed (saved, published, released, trashed): creator screens and every open Templates
   * Library refetch, so a release shows 'Updates Available' without a reload.
   */
  z.object({ type: z.literal('templates.changed'), templateId: z.string().optional() }),
  /** An organisation's template import was made, updated or restored: its library and group pages refetch. */
  z.object({ type: z.literal('template-imports.changed') }),
  /** Storage folders or files of the organisation changed (upload, delete, new folder): open lists refetch. */
  z.object({ type: z.literal('storage.changed') }),
  /** A transfer request of the organisation was made or changed: open expense screens refetch. */
  z.object({ type: z.literal('expense.changed'), requestId: z.string() }),
  /** The server may have missed events (its database listener reconnected); the tab refetches everything. */
  z.object({ type: z.literal('resync') }),
]);
/** The Server-Sent Events stream of the signed-in tab. */
export const EVENTS_PATH = '/api/events';

export type LiveEvent = z.infer<typeof liveEventSchema>;
export type LiveEventType = LiveEvent['type'];

/** The events that end the user's sessions: the stream ends after one, and the tab shows why. */
export const ACCOUNT_CLOSED_EVENTS = ['account.blocked', 'account.archived'] as const;
export type AccountClosedEvent = (typeof ACCOUNT_CLOSED_EVENTS)[number];
export const isAccountClosed = (type: LiveEventType): type is AccountClosedEvent =>
  (ACCOUNT_CLOSED_EVENTS as readonly string[]).includes(type);
