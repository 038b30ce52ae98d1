// Journeys on S3 (E2E_FILE_STORE=s3): the S3 server's port must be known before Playwright starts the app,
// which it does before global setup, so it is fixed: E2E_S3_PORT, or the app's port + 1.

export const onS3 = process.env.E2E_FILE_STORE === 's3';
export const E2E_S3_BUCKET = 'atrium-e2e';

export function s3Port(appPort: number): number {
  return Number(process.env.E2E_S3_PORT ?? appPort + 1);
}

/** The app's S3_* settings for the s3rver that global setup starts (e2e/support/s3-server.ts). */
export function s3Env(appPort: number): Record<string, string> {
  return {
    S3_ENDPOINT: `http://127.0.0.1:${s3Port(appPort)}`,
    S3_BUCKET: E2E_S3_BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
}
