import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PublishIcon from '@mui/icons-material/Publish';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { SectionCard } from '../../../../ui/section-card.tsx';
import { usePublishTemplate, useUploadAttachments } from '../../api/templates-setup.ts';
import { useTemplatesToast } from '../shared/use-templates-toast.ts';
import { ChosenFiles, StoredAttachments } from './attachments-section.tsx';
import { EditTemplateDialog } from './edit-template-dialog.tsx';
import { TemplateFormsList } from './template-forms-list.tsx';
import { type PortalTemplate, reasonOf } from './use-portal-template.ts';

interface TemplateSetupTabProps {
  portal: PortalTemplate;
  /** Opens the Form Builder on a form of the template, or on a new one (null). */
  onOpenForm: (formId: string | null) => void;
}

/** Template Setup: name, description, attachments, Save Draft, Publish, and the template's forms. */
export function TemplateSetupTab({ portal, onOpenForm }: TemplateSetupTabProps) {
  const toast = useTemplatesToast('portal');
  const upload = useUploadAttachments();
  const publish = usePublishTemplate();
  const { chosenFiles: chosen, setChosenFiles: setChosen } = portal;
  const [nameError, setNameError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const { summary } = portal;
  const named = portal.name.trim().length > 0;
  const busy = portal.saving || upload.isPending || publish.isPending;

  /** Writes the name, description and chosen files; null when the name is missing. */
  const saveAll = async (): Promise<string | null> => {
    if (!named) {
      setNameError(m.nameRequired);
      return null;
    }
    const templateId = await portal.save({ name: portal.name.trim(), description: portal.description });
    if (chosen.length > 0) {
      try {
        await upload.mutateAsync({ templateId, files: chosen });
        setChosen([]);
      } catch (error) {
        toast.error(`${m.uploadFailed}: ${reasonOf(error)}`);
        return null;
      }
    }
    return templateId;
  };

  const saveDraft = async () => {
    try {
      if (await saveAll()) toast.success(m.draftSaved);
    } catch (error) {
      toast.error(m.saveDraftFailed(reasonOf(error)));
    }
  };

  const publishTemplate = async () => {
    try {
      const templateId = await saveAll();
      if (!templateId) return;
      await publish.mutateAsync(templateId);
      toast.success(m.published);
    } catch (error) {
      toast.error(m.publishFailed(reasonOf(error)));
    }
  };

  const status = summary && (
    <Chip
      size="small"
      label={summary.isPublished ? 'Published' : 'Draft'}
      color={summary.isPublished ? 'success' : 'default'}
    />
  );

  return (
    <Stack spacing={3}>
      <SectionCard
        title="Template group"
        actions={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {status}
            <Button startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)}>
              Edit
            </Button>
          </Stack>
        }
      >
        <Stack spacing={2}>
          <TextField
            label="Template group name"
            required
            value={portal.name}
            onChange={(event) => {
              portal.setName(event.target.value);
              setNameError(null);
            }}
            error={Boolean(nameError)}
            helperText={nameError}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            label="Description"
            multiline
            minRows={3}
            value={portal.description}
            onChange={(event) => portal.setDescription(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </Stack>
      </SectionCard>

      <SectionCard title="Attachments">
        <Stack spacing={2}>
          {summary && <StoredAttachments templateId={summary.id} attachments={summary.attachments} />}
          <ChosenFiles files={chosen} onChange={setChosen} />
        </Stack>
      </SectionCard>

      <SectionCard
        title="Forms"
        actions={
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            disabled={!named}
            onClick={() => onOpenForm(null)}
          >
            Add Form to Template
          </Button>
        }
      >
        {summary ? <TemplateFormsList template={summary} onOpen={onOpenForm} /> : null}
      </SectionCard>

      <Alert severity="info">{m.publishedNote}</Alert>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button variant="outlined" startIcon={<SaveIcon />} disabled={busy} onClick={saveDraft}>
          Save Draft
        </Button>
        <Button
          variant="contained"
          startIcon={<PublishIcon />}
          disabled={busy || !summary || summary.formIds.length === 0}
          onClick={publishTemplate}
        >
          Publish Template
        </Button>
      </Box>
      <EditTemplateDialog portal={portal} open={editing} onClose={() => setEditing(false)} />
    </Stack>
  );
}
