import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, MASTER, setUpServer, startTestApp } from './support/test-app.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';

let server: Awaited<ReturnType<typeof setUpServer>>;
let logged = '';
let sessionToken = '';

beforeAll(async () => {
  server = await setUpServer({ METRICS_TOKEN: TOKEN });
});
afterAll(() => server?.tearDown());

describe('readiness', () => {
  it('is ready when the database and the file store answer', async () => {
    const response = await call(server.app, 'GET', '/api/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'ok', files: 'ok' });
  });

  it('answers 503 naming the part that does not answer, here a file store nobody listens for', async () => {
    const unreachable = await startTestApp(server.testDb.database, {
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_BUCKET: 'nowhere',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    try {
      const response = await call(unreachable.app, 'GET', '/api/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'not ready', database: 'ok', files: 'failed' });
      // Liveness is another question: the process itself is fine.
      expect((await call(unreachable.app, 'GET', '/api/health')).statusCode).toBe(200);
    } finally {
      await unreachable.close();
    }
  });
});

describe('metrics', () => {
  it('are off without a token setting, and hidden from a wrong or missing token', async () => {
    const plain = await startTestApp(server.testDb.database);
    try {
      const off = await call(plain.app, 'GET', '/api/metrics', {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(off.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
    expect((await call(server.app, 'GET', '/api/metrics')).statusCode).toBe(404);
    const wrong = await call(server.app, 'GET', '/api/metrics', {
      headers: { authorization: 'Bearer guess' },
    });
    expect(wrong.statusCode).toBe(404);
  });

  it('time requests by route pattern and count server errors, open streams and running jobs', async () => {
    await call(server.app, 'GET', '/api/health');
    await call(server.app, 'GET', '/api/forms/00000000-0000-4000-8000-000000000000');
    const response = await call(server.app, 'GET', '/api/metrics', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(
      /atrium_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} \d+/,
    );
    // The pattern, not the id: one series per route however many records are asked for.
    expect(text).toContain('route="/api/forms/:formId"');
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
    // The metrics request itself is the one being answered; the others are done.
    expect(text).toContain('atrium_http_requests_in_flight{method="GET",route="/api/metrics"} 1');
    expect(text).toContain('atrium_http_requests_in_flight{method="GET",route="/api/health"} 0');
    expect(text).toContain('atrium_live_streams 0');
    expect(text).toContain('atrium_jobs_running{kind="import"} 0');
    expect(text).toContain('atrium_jobs_running{kind="export"} 0');
    expect(text).toContain('atrium_nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('atrium_http_server_errors_total');
    if (server.ctx.database.kind === 'postgres')
      expect(text).toMatch(/atrium_db_pool_connections\{state="idle"\} \d+/);
  });
});

describe('request logs', () => {
  it('carry no password, session cookie, reset token or metrics token', async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk) => {
      logged += chunk;
    });
    const logging = await startTestApp(
      server.testDb.database,
      { LOG_LEVEL: 'info', METRICS_TOKEN: TOKEN },
      { logStream: stream },
    );
    try {
      const signIn = await call(logging.app, 'POST', '/api/auth/admin-login', {
        body: { email: MASTER.email, password: MASTER.password },
      });
      const cookie = (signIn.headers['set-cookie'] as string).split(';')[0] ?? '';
      sessionToken = cookie.split('=')[1] ?? '';
      await call(logging.app, 'GET', '/api/me', { cookie });
      await call(logging.app, 'POST', '/api/auth/admin-login', {
        body: { email: MASTER.email, password: 'wrong-password-77' },
      });
      await call(logging.app, 'POST', '/api/auth/reset-password', {
        body: {
          token: 'reset-token-abcdef0123456789',
          password: 'new-password-1',
          confirmPassword: 'new-password-2',
        },
      });
      await call(logging.app, 'GET', '/api/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    } finally {
      await logging.close();
    }
    expect(logged).toContain('"url":"/api/me"');
    expect(sessionToken.length).toBeGreaterThan(20);
    expect(logged).not.toMatch(/cookie|authorization/i);
    for (const secret of [
      sessionToken,
      MASTER.password,
      'wrong-password-77',
      'reset-token-abcdef0123456789',
      'new-password',
      TOKEN,
    ])
      expect(logged).not.toContain(secret);
  });
});
