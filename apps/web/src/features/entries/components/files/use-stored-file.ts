import { storedFileUrl } from '@atrium/domain/uploads/uploads.contract.ts';
import { fileMessages } from '@atrium/domain/uploads/uploads.messages.ts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** A stored file's bytes, fetched once per key and kept while previews of it are open. */
export function useStoredFile(key: string) {
  return useQuery({
    queryKey: ['stored-file', key],
    queryFn: async ({ signal }) => {
      if (!key) throw new Error(fileMessages.emptyPath);
      const response = await fetch(storedFileUrl(key), { credentials: 'same-origin', signal });
      if (!response.ok) throw new Error(fileMessages.fetchFailed);
      return response.blob();
    },
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** An object URL for the blob, revoked when the blob changes or the preview closes. */
export function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [blob]);
  return url;
}
