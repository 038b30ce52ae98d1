import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { MASTER_ADMIN } from './support/accounts.ts';
import { onS3, s3Env } from './support/s3-settings.ts';

// The journeys start the built app themselves, on a fresh data folder and the embedded database.
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-e2e-'));

export { MASTER_ADMIN };

export default defineConfig({
  testDir: './tests',
  // E2E_FILE_STORE=s3: the app keeps its files on an S3 server this run starts and stops.
  ...(onS3 ? { globalSetup: './support/s3-server.ts' } : {}),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // Recording a trace costs every journey a sixth of its time; E2E_TRACE=1 keeps one for each failure.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    // Each test opens a fresh context: without this, every one would install the PWA and precache the app.
    serviceWorkers: 'block',
    // Screens change at once, as for a user who asks for less motion: nothing is waited for while it moves
    // (shell.spec.ts checks the motion the others see).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // E2E_SERVER_ENTRY and WEB_DIST_DIR let a run use its own build while another is being rebuilt.
    command: `node ${process.env.E2E_SERVER_ENTRY ?? '../apps/server/dist/main.js'}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      MASTER_ADMIN_EMAIL: MASTER_ADMIN.email,
      MASTER_ADMIN_PASSWORD: MASTER_ADMIN.password,
      MASTER_ADMIN_NAME: MASTER_ADMIN.name,
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
      ...(onS3 ? s3Env(port) : {}),
    },
  },
});
