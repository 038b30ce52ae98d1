import { authContract } from '@atrium/domain/auth/auth.contract.ts';
import type { ResetPassword } from '@atrium/domain/auth/auth.schemas.ts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../app/api-client.ts';

export function useResetPassword() {
  return useMutation({ mutationFn: (body: ResetPassword) => callApi(authContract.resetPassword, { body }) });
}
