import { MICROSOFT_START_PATH } from '@atrium/domain/auth/auth.contract.ts';
import MicrosoftIcon from '@mui/icons-material/Microsoft';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import type { MouseEvent } from 'react';
import { useMicrosoftSignInAvailable } from '../api/providers.api.ts';

interface MicrosoftSignInButtonProps {
  orgId: string;
  /** Checks the organisation ID first; the flow only starts when it is valid. */
  validateOrgId: () => Promise<boolean>;
}

/** A full-page navigation through the identity provider; shown only when the server has it configured. */
export function MicrosoftSignInButton({ orgId, validateOrgId }: MicrosoftSignInButtonProps) {
  const available = useMicrosoftSignInAvailable();
  if (!available) return null;
  const href = `${MICROSOFT_START_PATH}?${new URLSearchParams({ orgId: orgId.trim() }).toString()}`;
  const start = async (event: MouseEvent) => {
    event.preventDefault();
    if (await validateOrgId()) window.location.assign(href);
  };
  return (
    <>
      <Divider sx={{ color: 'text.secondary', fontSize: 14 }}>or</Divider>
      <Button
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<MicrosoftIcon />}
        href={href}
        onClick={(event) => void start(event)}
      >
        Sign in with Microsoft
      </Button>
    </>
  );
}
