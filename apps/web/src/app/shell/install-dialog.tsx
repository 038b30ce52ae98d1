import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useState } from 'react';

/** Chromium's install prompt event; not yet in TypeScript's DOM library. */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const SHOWN_KEY = 'atrium.installDialogShown';

function isInstalled(): boolean {
  return window.matchMedia('(display-mode: standalone)').matches;
}

function alreadyShown(): boolean {
  try {
    return localStorage.getItem(SHOWN_KEY) === 'yes';
  } catch {
    return false;
  }
}

function rememberShown() {
  try {
    localStorage.setItem(SHOWN_KEY, 'yes');
  } catch {
    // Private mode without storage: the dialog may come back next time, which is harmless.
  }
}

/** Offers installation once; never when the app already runs installed. */
export function InstallDialog() {
  const [promptEvent, setPromptEvent] = useState<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    const onPrompt = (event: Event) => {
      event.preventDefault();
      if (isInstalled() || alreadyShown()) return;
      setPromptEvent(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setPromptEvent(null);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const close = () => {
    rememberShown();
    setPromptEvent(null);
  };

  const install = async () => {
    const event = promptEvent;
    close();
    if (event) await event.prompt();
  };

  return (
    <Dialog open={promptEvent !== null} onClose={close} aria-labelledby="install-dialog-title">
      <DialogTitle id="install-dialog-title">Install Atrium</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Add Atrium to your home screen for quick access, a full-screen view and faster start-up.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Not now</Button>
        <Button variant="contained" onClick={() => void install()}>
          Install
        </Button>
      </DialogActions>
    </Dialog>
  );
}
