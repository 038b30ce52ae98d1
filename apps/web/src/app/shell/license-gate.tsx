import { LICENSE_WARNING_MS, licenseMessages as m } from '@atrium/domain/licenses/licenses.messages.ts';
import { isLicenseGatedPath } from '@atrium/domain/licenses/licenses.ts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useSnackbar } from 'notistack';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { GatedNotice } from '../../ui/gated-notice.tsx';
import { useSession } from '../session/session-context.tsx';

/**
 * Whether the expired-license gate applies to the signed-in user: an organisation session whose newest
 * license has ended, for anyone but an org admin (platform §4). 'license.changed' refetches /api/me, so it
 * follows license changes live.
 */
export function useLicenseLocked(): boolean {
  const { me, actor } = useSession();
  return me.sessionKind === 'org' && me.license?.expired === true && !actor.isOrgAdmin;
}

function LicenseExpiredDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="license-expired-title">
      <DialogTitle id="license-expired-title">{m.expiredTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{m.expiredBody}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {m.understood}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The expired-license gate of the shell: the 'License Expired' dialog and the renewal warning once per
 * expiry, and on the gated paths a notice in place of the screen. The server refuses the same work.
 */
export function LicenseGate({ children }: { children: ReactNode }) {
  const locked = useLicenseLocked();
  const { pathname } = useLocation();
  const { enqueueSnackbar } = useSnackbar();
  const [acknowledged, setAcknowledged] = useState(false);
  const gated = locked && isLicenseGatedPath(pathname);

  useEffect(() => {
    if (!locked) {
      setAcknowledged(false);
      return;
    }
    enqueueSnackbar(m.renew, {
      variant: 'warning',
      autoHideDuration: LICENSE_WARNING_MS,
      preventDuplicate: true,
    });
  }, [locked, enqueueSnackbar]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each gated screen opened says it again
  useEffect(() => {
    if (!gated) return;
    enqueueSnackbar(m.expiredContactAdmin, {
      variant: 'warning',
      autoHideDuration: LICENSE_WARNING_MS,
      preventDuplicate: true,
    });
  }, [gated, pathname, enqueueSnackbar]);

  return (
    <>
      {gated ? <GatedNotice title={m.expiredTitle} message={m.expiredContactAdmin} /> : children}
      <LicenseExpiredDialog open={locked && !acknowledged} onClose={() => setAcknowledged(true)} />
    </>
  );
}
