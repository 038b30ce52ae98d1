/**
 * Runs a job after a first delay and then again every interval after each round ends; the returned stop
 * waits for a round under way. Errors are reported and the schedule goes on.
 */
export function startPeriodic(
  job: () => Promise<unknown>,
  timing: { firstDelayMs: number; everyMs: number },
  onError: (error: unknown) => void,
): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const run = () => {
    running = job()
      .catch(onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(run, timing.everyMs).unref();
      });
  };
  timer = setTimeout(run, timing.firstDelayMs).unref();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
