import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_REPLAYED_HEADER,
  idempotencyMessages as m,
} from '@atrium/domain/common/idempotency.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Db } from '../db/database.ts';
import { startPeriodic } from '../jobs/periodic.ts';
import { AppError, conflict } from './errors.ts';
import {
  type Answer,
  claimKey,
  forgetExpiredKeys,
  type KeyClaim,
  readKey,
  recordAnswer,
  releaseKey,
} from './idempotency-keys.repo.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The operationId of a route that honours an Idempotency-Key (set by `addRoute` from the contract). */
    idempotentOperation?: string;
  }
}

/** How long a duplicate waits for the first request with its key to answer before it is told to retry. */
const WAIT_MS = 10_000;
const POLL_MS = 100;
const HOUR_MS = 60 * 60 * 1000;

/** Requests that hold their key's claim until their answer is recorded. */
const claims = new WeakMap<FastifyRequest, KeyClaim>();

const keyReused = () => new AppError(422, 'idempotency_key_reused', m.keyReused);

/** What makes two requests the same action: the path parameters and the (validated) body. */
function fingerprintOf(request: FastifyRequest): string {
  const text = JSON.stringify({ params: request.params ?? null, body: request.body ?? null });
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Claims the key, or waits for the request that holds it: null when this request owns the key and runs,
 * else the recorded answer to repeat. A key whose first request failed is free again, so it is claimed anew.
 */
async function claimOrWait(db: Db, claim: KeyClaim): Promise<Answer | null> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    if (await claimKey(db, claim)) return null;
    const held = await readKey(db, claim);
    if (held && held.fingerprint !== claim.fingerprint) throw keyReused();
    if (held?.answer) return held.answer;
    if (Date.now() >= deadline) throw conflict(m.inProgress);
    if (held) await sleep(POLL_MS);
  }
}

function replay(reply: FastifyReply, answer: Answer) {
  reply.code(answer.status).header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
  if (answer.contentType) reply.type(answer.contentType);
  return reply.send(answer.body);
}

/**
 * Passes a streamed answer (an import's NDJSON lines) on unchanged and hands its last complete line to
 * `done` when the stream ends, also when the client went away mid-stream.
 */
function keepingLastLine(source: Readable, done: (lastLine: string) => Promise<void>): Readable {
  const decoder = new StringDecoder('utf8');
  let tail = '';
  let last = '';
  const tap = new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const lines = (tail + (typeof chunk === 'string' ? chunk : decoder.write(chunk))).split('\n');
      tail = lines.pop() ?? '';
      const complete = lines.filter((line) => line.length > 0);
      if (complete.length > 0) last = complete[complete.length - 1] ?? last;
      callback(null, chunk);
    },
  });
  void pipeline(source, tap)
    .catch(() => undefined)
    .then(() => done(last ? `${last}\n` : ''));
  return tap;
}

const bodyText = (payload: unknown): string =>
  typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';

/**
 * Makes the routes marked `idempotentOperation` honour the Idempotency-Key header (decision 0035), and
 * forgets keys older than their time to live. Install before the routes are added. All state is in the
 * database, so several server processes sharing it honour each other's keys.
 */
export function installIdempotency(app: FastifyInstance, db: Db): void {
  const logFailure = (error: unknown) => app.log.error({ err: error }, 'idempotency key not recorded');

  async function claimBeforeHandler(request: FastifyRequest, reply: FastifyReply) {
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    const operation = request.routeOptions.config.idempotentOperation;
    // The route's header schema has refused a malformed key already.
    if (typeof key !== 'string' || !operation) return;
    const auth = await request.auth();
    const claim: KeyClaim = {
      userId: auth.user.id,
      orgId: auth.orgId,
      operation,
      key,
      fingerprint: fingerprintOf(request),
    };
    const earlier = await claimOrWait(db, claim);
    if (earlier) return replay(reply, earlier);
    claims.set(request, claim);
  }

  async function recordOnSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    const status = reply.statusCode;
    // A refusal or a fault changed nothing (the effects run in transactions): a corrected retry runs again.
    if (status >= 400) {
      await releaseKey(db, claim).catch(logFailure);
      return payload;
    }
    const contentType = String(reply.getHeader('content-type') ?? '');
    const record = (body: string) => recordAnswer(db, claim, { status, contentType, body }).catch(logFailure);
    if (payload instanceof Readable) return keepingLastLine(payload, record);
    await record(bodyText(payload));
    return payload;
  }

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.idempotentOperation) return;
    route.preHandler = [...[route.preHandler ?? []].flat(), claimBeforeHandler];
    route.onSend = [...[route.onSend ?? []].flat(), recordOnSend];
  });

  const stop = startPeriodic(
    () => forgetExpiredKeys(db),
    { firstDelayMs: 60_000, everyMs: HOUR_MS },
    (error) => app.log.error({ err: error }, 'expired idempotency keys not deleted'),
  );
  app.addHook('onClose', stop);
}
