import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import { useEffect, useRef, useState } from 'react';
import { useTemplatesToast } from '../shared/use-templates-toast.ts';

const ATTEMPTS = 3;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Refresh: up to 3 attempts, waiting 1 s times the attempt number between them. Ctrl+R and F5 run it
 * instead of reloading the page.
 */
export function useRefreshData(refetch: () => Promise<{ isError: boolean }>) {
  const toast = useTemplatesToast('manage');
  const [refreshing, setRefreshing] = useState(false);
  const running = useRef(false);
  const latest = useRef(refetch);
  latest.current = refetch;

  const refresh = useRef(async () => {
    if (running.current) return;
    running.current = true;
    setRefreshing(true);
    try {
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        const result = await latest.current().catch(() => ({ isError: true }));
        if (!result.isError) {
          toast.success(m.refreshed);
          return;
        }
        if (attempt < ATTEMPTS) await wait(1000 * attempt);
      }
      toast.error(m.refreshFailed);
    } finally {
      running.current = false;
      setRefreshing(false);
    }
  }).current;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const reload =
        event.key === 'F5' || ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'r');
      if (!reload) return;
      event.preventDefault();
      void refresh();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [refresh]);

  return { refresh, refreshing };
}
