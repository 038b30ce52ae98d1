import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import type { TemplateSummary, TemplateTab } from '@atrium/domain/templates/templates.schemas.ts';
import { useState } from 'react';
import type { Confirmation } from '../../../../ui/confirm-dialog.tsx';
import { type TemplateCommand, useReleaseDraft, useTemplateCommand } from '../../api/manage-templates.ts';
import { useTemplatesToast } from '../shared/use-templates-toast.ts';
import type { CardAction } from './template-quick-actions.tsx';

/** The dialogs a card opens. */
export type OpenDialog =
  | {
      kind: 'edit' | 'manageForms' | 'attachments' | 'versions' | 'release' | 'settings';
      template: TemplateSummary;
    }
  | { kind: 'releaseVersion'; template: TemplateSummary; version: number }
  | null;

const CONFIRM: Partial<Record<TemplateCommand, (t: TemplateSummary) => Confirmation>> = {
  trash: (t) => ({
    title: 'Move to Trash',
    text: `Move "${t.name}" to the trash? Its forms stay.`,
    confirmLabel: 'Move to Trash',
    danger: true,
  }),
  restore: (t) => ({
    title: 'Restore from Trash',
    text: `Restore "${t.name}" as a draft?`,
    confirmLabel: 'Restore',
  }),
  remove: (t) => ({
    title: 'Delete Permanently',
    text: `Delete "${t.name}" permanently? This cannot be undone.`,
    confirmLabel: 'Delete Permanently',
    danger: true,
  }),
};

const FAILURE: Record<TemplateCommand, (reason: string) => string> = {
  createDraft: () => m.createDraftFailed,
  trash: m.trashFailed,
  restore: m.templateRestoreFailed,
  remove: (reason) => reason,
  duplicate: () => m.duplicateFailed,
};

/** Where the view goes after a change (templates spec §4). */
const LANDS_IN: Partial<Record<TemplateCommand, TemplateTab>> = {
  createDraft: 'drafts',
  restore: 'drafts',
  duplicate: 'drafts',
};

/** What the cards' actions do: commands (some confirmed first), dialogs, and the tab to land in. */
export function useTemplateActions(goTo: (tab: TemplateTab, templateId?: string) => void) {
  const command = useTemplateCommand();
  const publishExisting = useReleaseDraft();
  const toast = useTemplatesToast('manage');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [pending, setPending] = useState<{ command: TemplateCommand; template: TemplateSummary } | null>(
    null,
  );

  const run = (name: TemplateCommand, template: TemplateSummary) =>
    command.mutate(
      { command: name, templateId: template.id },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setPending(null);
          const tab = LANDS_IN[name];
          if (tab) goTo(tab, 'template' in answer ? answer.template.id : template.id);
        },
        onError: (error) => {
          toast.error(FAILURE[name](error instanceof Error ? error.message : ''));
          setPending(null);
        },
      },
    );

  const act = (action: CardAction, template: TemplateSummary) => {
    if (action === 'createDraft' || action === 'duplicate') return run(action, template);
    if (action === 'trash' || action === 'restore' || action === 'remove')
      return setPending({ command: action, template });
    if (action === 'publishExisting') {
      return publishExisting.mutate(
        { templateId: template.id, body: { mode: 'publish-existing' } },
        {
          onSuccess: ({ message }) => {
            toast.success(message);
            goTo('published', template.id);
          },
          onError: (error) => toast.failure(error, m.publishExistingFailed),
        },
      );
    }
    setDialog({ kind: action, template });
  };

  const confirmation = pending ? (CONFIRM[pending.command]?.(pending.template) ?? null) : null;
  return {
    act,
    dialog,
    setDialog,
    confirm: {
      confirmation,
      busy: command.isPending,
      onConfirm: () => pending && run(pending.command, pending.template),
      onCancel: () => setPending(null),
    },
  };
}
