import { z } from 'zod';
import { contract, operation } from '../common/contract.ts';
import { meSchema, updateSettingsSchema, userSettingsSchema } from './me.schemas.ts';

const quickActionParams = z.object({ actionId: z.string().min(1).max(80) });

export const meContract = contract('me', 'me', {
  me: operation({ method: 'GET', path: '/api/me', summary: 'The signed-in user', response: meSchema }),
  /**
   * The same user, or null without a session, always with 200: the web app asks it on every page, the sign-in
   * pages included, where a 401 would be logged by the browser as a failed request (decision 0032).
   */
  session: operation({
    method: 'GET',
    path: '/api/session',
    summary: 'The signed-in user, or null when nobody is signed in',
    // Answers everyone (null without a session), so the sign-in page can ask without an error.
    public: true,
    response: z.object({ me: meSchema.nullable() }),
  }),
  updateSettings: operation({
    method: 'PATCH',
    path: '/api/me/settings',
    summary: 'Change the user settings (dark mode)',
    body: updateSettingsSchema,
    response: userSettingsSchema,
  }),
  starQuickAction: operation({
    method: 'PUT',
    path: '/api/me/quick-actions/:actionId',
    summary: 'Star a quick action',
    params: quickActionParams,
    response: z.object({ quickActions: z.array(z.string()) }),
  }),
  unstarQuickAction: operation({
    method: 'DELETE',
    path: '/api/me/quick-actions/:actionId',
    summary: 'Unstar a quick action',
    params: quickActionParams,
    response: z.object({ quickActions: z.array(z.string()) }),
  }),
});
