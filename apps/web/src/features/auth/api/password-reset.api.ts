import { authContract } from '@atrium/domain/auth/auth.contract.ts';
import type { ForgotPassword, ResetPassword } from '@atrium/domain/auth/auth.schemas.ts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../app/api-client.ts';

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPassword) => callApi(authContract.forgotPassword, { body }),
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: (body: ResetPassword) => callApi(authContract.resetPassword, { body }) });
}
