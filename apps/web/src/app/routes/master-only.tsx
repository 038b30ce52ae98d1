import { authMessages } from '@atrium/domain/auth/auth.messages.ts';
import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { PageHeading } from '../../ui/page-heading.tsx';
import { useSession } from '../session/session-context.tsx';

/** Master admin screens; the server refuses their calls to anyone else, the page says so up front. */
export function MasterOnly({ children }: { children: ReactNode }) {
  const { actor } = useSession();
  if (actor.isMasterAdmin) return children;
  return (
    <>
      <PageHeading title="Access denied" />
      <Alert severity="error">{authMessages.notAMasterAdmin}</Alert>
    </>
  );
}
