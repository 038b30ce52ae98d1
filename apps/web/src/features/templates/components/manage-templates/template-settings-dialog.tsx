import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import type { TemplateSummary } from '@atrium/domain/templates/templates.schemas.ts';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DialogFrame } from '../../../../ui/dialog-frame.tsx';
import { useTemplateSettings } from '../../api/manage-templates.ts';
import { useTemplatesToast } from '../shared/use-templates-toast.ts';

interface TemplateSettingsDialogProps {
  template: TemplateSummary | null;
  onClose: () => void;
}

/** Template Settings: the published switch (the draft flag follows as its inverse) and the draft mode. */
export function TemplateSettingsDialog({ template, onClose }: TemplateSettingsDialogProps) {
  const settings = useTemplateSettings();
  const toast = useTemplatesToast('manage');
  const change = (body: { isPublished?: boolean; hasDraft?: boolean }) => {
    if (!template) return;
    settings.mutate(
      { templateId: template.id, body },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => toast.failure(error, m.statusFailed),
      },
    );
  };
  const live = settings.data?.template.id === template?.id ? settings.data?.template : template;
  return (
    <DialogFrame
      open={template !== null}
      title="Template Settings"
      onClose={onClose}
      actions={<Button onClick={onClose}>Close</Button>}
    >
      <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>{template?.name}</Typography>
      <Stack>
        <FormControlLabel
          control={
            <Switch
              checked={live?.isPublished ?? false}
              disabled={settings.isPending}
              onChange={(event) => change({ isPublished: event.target.checked })}
            />
          }
          label="Published"
        />
        <FormControlLabel
          control={
            <Switch
              checked={live?.hasDraft ?? false}
              disabled={settings.isPending}
              onChange={(event) => change({ hasDraft: event.target.checked })}
            />
          }
          label="Draft mode"
        />
      </Stack>
    </DialogFrame>
  );
}
