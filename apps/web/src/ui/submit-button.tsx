import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';

interface SubmitButtonProps {
  /** The request is on its way: the button turns off and spins. */
  pending: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/** The one large, full-width submit button of a small form (sign-in, reset password). */
export function SubmitButton({ pending, disabled, children }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={pending || disabled}
      startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
    >
      {children}
    </Button>
  );
}
