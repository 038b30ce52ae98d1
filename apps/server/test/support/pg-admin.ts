import pg from 'pg';

/** One statement on its own connection (CREATE and DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
