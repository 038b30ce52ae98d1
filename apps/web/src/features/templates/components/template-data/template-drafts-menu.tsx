import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { type LocalDraft, listDrafts } from '../../../../ui/form-kit/local-drafts.ts';
import { formatDateTime } from '../../../../ui/format-date.ts';

interface TemplateDraftsMenuProps {
  formId: string;
  /** The draft on screen, if any: saving again replaces it, submitting removes it. */
  openId: string | null;
  onOpen: (draft: LocalDraft) => void;
}

/** The drafts of this form kept in this browser, newest first; choosing one fills the form with it. */
export function TemplateDraftsMenu({ formId, openId, onOpen }: TemplateDraftsMenuProps) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [drafts, setDrafts] = useState<LocalDraft[]>([]);
  return (
    <>
      <Button
        variant="outlined"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setDrafts(listDrafts(formId));
          setAnchor(event.currentTarget);
        }}
      >
        Drafts
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {drafts.length === 0 && <MenuItem disabled>No drafts saved</MenuItem>}
        {drafts.map((draft) => (
          <MenuItem
            key={draft.id}
            selected={draft.id === openId}
            onClick={() => {
              setAnchor(null);
              onOpen(draft);
            }}
          >
            Draft of {formatDateTime(draft.savedAt)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
