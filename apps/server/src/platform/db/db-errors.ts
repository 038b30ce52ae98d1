/** The driver's error behind drizzle's wrapper (both drivers), or the error itself. */
const driverError = (error: unknown) =>
  ((error as { cause?: unknown } | null)?.cause ?? error) as {
    code?: string;
    constraint?: string;
    message?: string;
  } | null;

/** Whether a database error is a unique violation of the named constraint (both drivers, drizzle-wrapped or not). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const record = driverError(error);
  return (
    record?.code === '23505' && (record.constraint === constraint || !!record.message?.includes(constraint))
  );
}

/** Whether a statement gave up waiting for a lock (lock_timeout; both drivers, drizzle-wrapped or not). */
export function isLockTimeout(error: unknown): boolean {
  return driverError(error)?.code === '55P03';
}
