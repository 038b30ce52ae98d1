import { lazy, Suspense, useEffect, useState } from 'react';

// The dialog's code loads only when the browser offers installation, not with the first screen.
const InstallPromptDialog = lazy(async () => ({
  default: (await import('./install-prompt-dialog.tsx')).InstallPromptDialog,
}));

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

  if (promptEvent === null) return null;
  return (
    <Suspense fallback={null}>
      <InstallPromptDialog onClose={close} onInstall={() => void install()} />
    </Suspense>
  );
}
