import { z } from 'zod';
import { contract, operation } from '../common/contract.ts';

export const healthSchema = z.object({
  status: z.literal('ok'),
  /** Which database engine answered: the embedded one or a PostgreSQL server. */
  database: z.enum(['pglite', 'postgres']),
});

export const systemContract = contract('system', 'system', {
  health: operation({
    method: 'GET',
    path: '/api/health',
    summary: 'Answers once the database answers: for load balancers and monitoring',
    public: true,
    response: healthSchema,
  }),
});
