import { authContract } from '@atrium/domain/auth/auth.contract.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { callApi } from '../api-client.ts';
import { paths } from '../paths.ts';
import { queryKeys } from '../query-keys.ts';
import { announceSessionChange } from './session-channel.ts';

/** Ends the session, forgets everything cached for this user and returns to the sign-in page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await callApi(authContract.signOut);
    } catch {
      // Signed out already, blocked or offline: the local session ends either way.
    }
    queryClient.clear();
    queryClient.setQueryData(queryKeys.me, null);
    announceSessionChange();
    await navigate(paths.login, { replace: true });
  }, [queryClient, navigate]);
}
