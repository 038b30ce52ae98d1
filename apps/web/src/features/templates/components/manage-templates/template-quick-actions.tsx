import type { TemplateSummary, TemplateTab } from '@atrium/domain/templates/templates.schemas.ts';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';

/** What a card can ask for, from its buttons and its Quick Actions menu. */
export type CardAction =
  | 'edit'
  | 'manageForms'
  | 'createDraft'
  | 'publishExisting'
  | 'attachments'
  | 'versions'
  | 'trash'
  | 'restore'
  | 'remove'
  | 'duplicate'
  | 'release'
  | 'settings';

/** The Quick Actions of a template on a tab (templates spec §2). */
export function quickActionsOf(template: TemplateSummary, tab: TemplateTab) {
  if (tab === 'trash') {
    return [
      { action: 'restore', label: 'Restore from Trash' },
      { action: 'remove', label: 'Delete Permanently' },
    ] as const satisfies ReadonlyArray<{ action: CardAction; label: string }>;
  }
  const hasDraft = template.hasDraft || template.draft !== null;
  const entries: Array<{ action: CardAction; label: string }> = [{ action: 'edit', label: 'Edit Template' }];
  if (tab === 'drafts' && hasDraft) entries.push({ action: 'manageForms', label: 'Manage Forms & Fields' });
  if (tab === 'published') entries.push({ action: 'createDraft', label: 'Create Draft' });
  if (tab === 'drafts') entries.push({ action: 'publishExisting', label: 'Publish This Version' });
  entries.push({ action: 'attachments', label: 'Manage Attachments' });
  if (tab === 'published') entries.push({ action: 'versions', label: 'Manage Versions' });
  entries.push({ action: 'trash', label: 'Move to Trash' });
  return entries;
}

interface QuickActionsProps {
  template: TemplateSummary;
  tab: TemplateTab;
  onAction: (action: CardAction) => void;
}

export function TemplateQuickActions({ template, tab, onAction }: QuickActionsProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  return (
    <>
      <IconButton
        aria-label={`Quick Actions for ${template.name}`}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {quickActionsOf(template, tab).map((entry) => (
          <MenuItem
            key={entry.action}
            onClick={() => {
              setAnchor(null);
              onAction(entry.action);
            }}
          >
            {entry.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
