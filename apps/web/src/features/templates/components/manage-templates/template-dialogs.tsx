import type { TemplateTab } from '@atrium/domain/templates/templates.schemas.ts';
import { AttachmentsDialog } from './attachments-dialog.tsx';
import { EditTemplateDialog } from './edit-template-dialog.tsx';
import { ManageFormsDialog } from './manage-forms-dialog.tsx';
import { ReleaseDraftDialog } from './release-draft-dialog.tsx';
import { ReleaseVersionFlow } from './release-version-flow.tsx';
import { TemplateSettingsDialog } from './template-settings-dialog.tsx';
import type { OpenDialog } from './use-template-actions.ts';
import { VersionHistoryDialog } from './version-history-dialog.tsx';

interface TemplateDialogsProps {
  dialog: OpenDialog;
  setDialog: (dialog: OpenDialog) => void;
  goTo: (tab: TemplateTab, templateId?: string) => void;
}

/** Every dialog a card opens; one at a time. */
export function TemplateDialogs({ dialog, setDialog, goTo }: TemplateDialogsProps) {
  const close = () => setDialog(null);
  const of = (kind: NonNullable<OpenDialog>['kind']) => (dialog?.kind === kind ? dialog.template : null);
  return (
    <>
      <EditTemplateDialog template={of('edit')} onClose={close} />
      <TemplateSettingsDialog template={of('settings')} onClose={close} />
      <ManageFormsDialog template={of('manageForms')} onClose={close} />
      <AttachmentsDialog template={of('attachments')} onClose={close} />
      <ReleaseDraftDialog
        template={of('release')}
        onClose={close}
        onReleased={() => dialog && goTo('published', dialog.template.id)}
      />
      <VersionHistoryDialog
        template={of('versions')}
        onClose={close}
        onRelease={(version) =>
          dialog && setDialog({ kind: 'releaseVersion', template: dialog.template, version })
        }
      />
      <ReleaseVersionFlow
        template={of('releaseVersion')}
        version={dialog?.kind === 'releaseVersion' ? dialog.version : null}
        onClose={() => dialog && setDialog({ kind: 'versions', template: dialog.template })}
      />
    </>
  );
}
