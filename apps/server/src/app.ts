import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import { appModules } from './app-modules.ts';
import type { Config } from './config.ts';
import { EntryIndexBuilder } from './modules/entries/entry-index-builder.ts';
import { installAuth } from './platform/auth/auth-plugin.ts';
import { PasswordHasher } from './platform/auth/passwords.ts';
import type { Database } from './platform/db/database.ts';
import { EventHub } from './platform/events/event-bus.ts';
import { apiDocumentOptions } from './platform/http/api-document.ts';
import { installModules } from './platform/http/app-module.ts';
import { installCsrfGuard } from './platform/http/csrf.ts';
import { installErrorHandler } from './platform/http/error-handler.ts';
import { installIdempotency } from './platform/http/idempotency.ts';
import { OneLinePerRequest } from './platform/http/request-log.ts';
import { installSecurityHeaders } from './platform/http/security-headers.ts';
import { serveWebApp } from './platform/http/static-web.ts';
import { installTextGuard } from './platform/http/text-guard.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { Metrics } from './platform/metrics/metrics.ts';
import { createFileStorage } from './platform/storage/create-file-storage.ts';

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
}

/**
 * Assembles the HTTP server on an open, migrated database. The caller owns the database and closes it
 * after the app; closing the app ends live streams and the LISTEN subscription.
 */
export async function buildApp(
  config: Config,
  database: Database,
  options: { logStream?: NodeJS.WritableStream } = {},
): Promise<BuiltApp> {
  const app = Fastify({
    // logStream: where the log lines go instead of stdout (tests read them).
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL, stream: options.logStream },
    // Only the proxies named in TRUST_PROXY may say who the client is (X-Forwarded-For); by default no one.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    logController: new OneLinePerRequest(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const hub = new EventHub();
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    hasher: new PasswordHasher(config.PASSWORD_HASH_CONCURRENCY),
    mailer: createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: (message) => app.log.info(message),
    }),
    storage: await createFileStorage(config),
    hub,
    entryIndexes: new EntryIndexBuilder(database, {
      built: (formId, indexes) => app.log.info({ formId, indexes }, 'entry indexes built'),
      failed: (err, formId) => app.log.error({ err, formId }, 'entry index build failed'),
    }),
    metrics: new Metrics(database),
  };
  ctx.metrics.observeRequests(app);
  await hub.start(database, {
    malformed: (payload) => app.log.warn({ payload }, 'ignored a malformed event'),
    lost: (err, retryMs) =>
      app.log.warn({ err, retryMs }, 'live events: database listener lost, reconnecting'),
    restored: () => app.log.info('live events: database listener restored, tabs told to resync'),
  });
  app.addHook('onClose', () => hub.stop());

  // Before every route and the static files, so that its hooks see each answer.
  await installSecurityHeaders(app, config.https);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart);
  await app.register(fastifySwagger, apiDocumentOptions());
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());

  installErrorHandler(app);
  installCsrfGuard(app, config.publicUrl);
  installTextGuard(app);
  installAuth(app, ctx.db);
  installIdempotency(app, ctx.db);

  installModules(app, ctx, appModules);

  const webDist = config.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../../web/dist');
  await serveWebApp(app, webDist);
  return { app, ctx };
}
