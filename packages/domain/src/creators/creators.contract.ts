import { z } from 'zod';
import { contract, operation } from '../common/contract.ts';
import { createCreatorSchema, creatorSchema } from './creators.schemas.ts';

export const creatorsContract = contract('creators', 'creators', {
  list: operation({
    method: 'GET',
    path: '/api/creators',
    summary: 'Creator accounts (master admin)',
    response: z.object({ creators: z.array(creatorSchema) }),
  }),
  create: operation({
    method: 'POST',
    path: '/api/creators',
    summary: 'Add a creator account (master admin)',
    body: createCreatorSchema,
    response: creatorSchema,
    errors: [409],
  }),
  setBlocked: operation({
    method: 'PATCH',
    path: '/api/creators/:creatorId',
    summary: 'Block or unblock a creator account (master admin)',
    params: z.object({ creatorId: z.string().uuid() }),
    body: z.object({ isBlocked: z.boolean() }),
    response: creatorSchema,
  }),
});
