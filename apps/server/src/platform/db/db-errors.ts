/** Whether a database error is a unique violation of the named constraint (both drivers, drizzle-wrapped or not). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: unknown } | null)?.cause ?? error;
  const record = cause as { code?: string; constraint?: string; message?: string } | null;
  return (
    record?.code === '23505' && (record.constraint === constraint || !!record.message?.includes(constraint))
  );
}

/** Whether a statement gave up waiting for a lock (lock_timeout; both drivers, drizzle-wrapped or not). */
export function isLockTimeout(error: unknown): boolean {
  const cause = (error as { cause?: unknown } | null)?.cause ?? error;
  return (cause as { code?: string } | null)?.code === '55P03';
}
