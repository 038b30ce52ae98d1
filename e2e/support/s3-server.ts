import type { FullConfig } from '@playwright/test';
import { startS3Server } from '../../apps/server/test/support/s3-server.ts';
import { E2E_S3_BUCKET, s3Port } from './s3-settings.ts';

/** Global setup of journeys on S3: an s3rver on loopback with the journeys' bucket, gone after the run. */
export default async function startJourneyS3(config: FullConfig): Promise<() => Promise<void>> {
  const appPort = Number(new URL(config.projects[0]?.use.baseURL ?? '').port);
  const server = await startS3Server({ port: s3Port(appPort), bucket: E2E_S3_BUCKET });
  return () => server.close();
}
