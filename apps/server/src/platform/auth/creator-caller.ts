import { templateMessages } from '@atrium/domain/templates/templates.messages.ts';
import { CREATOR_WORKSPACE_ID } from '@atrium/domain/templates/templates.schemas.ts';
import { forbidden } from '../http/errors.ts';
import type { AuthContext } from './sessions.ts';

/** A creator at work: templates, template forms and their data live in the creators' workspace. */
export interface CreatorCaller {
  /** The workspace organisation that holds template forms and their entries. */
  orgId: string;
  userId: string;
  userName: string;
}

/**
 * Creator-side writes are for creator sessions only (403 for everyone else, master admins included: the spec
 * gives them no template screen). `refusal` is the screen's own words when it has them.
 */
export function creatorCaller(
  auth: AuthContext,
  refusal: string = templateMessages.updateDenied,
): CreatorCaller {
  if (auth.kind !== 'creator' || !auth.actor.isCreator) throw forbidden(refusal);
  return { orgId: CREATOR_WORKSPACE_ID, userId: auth.user.id, userName: auth.user.name };
}
