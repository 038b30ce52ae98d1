// The packaged image: built from the repository's Dockerfile, started on an embedded database, ready on
// /api/ready, serving the web app, and not running as root. Needs a Docker daemon and the base image (from its
// registry or already pulled); where either is missing the test skips.
import { execFileSync, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const docker = (...args: string[]) => execFileSync('docker', args, { cwd: root, encoding: 'utf8' }).trim();
const daemon = spawnSync('docker', ['info', '--format', '{{.ServerVersion}}'], { encoding: 'utf8' });
const hasDocker = daemon.status === 0 && daemon.stdout.trim() !== '';

const BASE_IMAGE = 'node:20-bookworm-slim';
const tag = `atrium-image-test:${process.pid}`;

/** The base image is there, or can be pulled within two minutes (a machine without the registry cannot). */
const hasBaseImage = () =>
  spawnSync('docker', ['image', 'inspect', BASE_IMAGE]).status === 0 ||
  spawnSync('docker', ['pull', '--quiet', BASE_IMAGE], { timeout: 120_000 }).status === 0;
let container = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

afterAll(() => {
  if (container) spawnSync('docker', ['rm', '-f', container]);
  if (hasDocker) spawnSync('docker', ['rmi', '-f', tag]);
});

describe.skipIf(!hasDocker)('the Docker image', () => {
  it('builds, starts on the embedded database as a non-root user, and is ready', {
    timeout: 900_000,
  }, async (context) => {
    if (!hasBaseImage()) context.skip(`${BASE_IMAGE} cannot be pulled here`);
    docker('build', '--quiet', '-t', tag, '.');
    const port = await freePort();
    container = docker('run', '-d', '-p', `127.0.0.1:${port}:3000`, tag);
    expect(docker('exec', container, 'id', '-u')).not.toBe('0');

    const deadline = Date.now() + 120_000;
    let ready: Response | undefined;
    while (Date.now() < deadline) {
      ready = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => undefined);
      if (ready?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect(ready?.status).toBe(200);
    const page = await fetch(`http://127.0.0.1:${port}/login/admin`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    // Production dependencies only: the test runner is not in the image.
    expect(spawnSync('docker', ['exec', container, 'ls', 'node_modules/vitest']).status).not.toBe(0);
  });
});
