import { authMessages } from '@atrium/domain/auth/auth.messages.ts';
import { forgotPasswordSchema } from '@atrium/domain/auth/auth.schemas.ts';
import Button from '@mui/material/Button';
import { errorMessage } from '../../../app/api-client.ts';
import { useForgotPassword } from '../api/password-reset.api.ts';

export interface Notice {
  severity: 'success' | 'error';
  message: string;
}

interface ForgotPasswordButtonProps {
  /** Reads the email typed in the form at the moment of the click. */
  getEmail: () => string;
  onNotice: (notice: Notice) => void;
}

/** Sends a reset link to the typed email; the server's answer is shown as it is. */
export function ForgotPasswordButton({ getEmail, onNotice }: ForgotPasswordButtonProps) {
  const { mutate, isPending } = useForgotPassword();
  const send = () => {
    const parsed = forgotPasswordSchema.safeParse({ email: getEmail() });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? authMessages.forgotPasswordNeedsEmail;
      onNotice({ severity: 'error', message });
      return;
    }
    mutate(parsed.data, {
      onSuccess: ({ message }) => onNotice({ severity: 'success', message }),
      onError: (error) =>
        onNotice({ severity: 'error', message: errorMessage(error, authMessages.resetFailed) }),
    });
  };
  return (
    <Button variant="text" onClick={send} disabled={isPending} sx={{ alignSelf: 'flex-start', px: 0.5 }}>
      Forgot Password
    </Button>
  );
}
