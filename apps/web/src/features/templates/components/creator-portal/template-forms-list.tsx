import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import type { TemplateSummary } from '@atrium/domain/templates/templates.schemas.ts';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRemoveTemplateForm } from '../../api/templates-setup.ts';
import { useTemplatesToast } from '../shared/use-templates-toast.ts';

/** 'Form N' and the first 8 characters of the form's id, as the portal names a template's form. */
export const formLabel = (index: number, formId: string) => `Form ${index + 1} (${formId.slice(0, 8)})`;

interface TemplateFormsListProps {
  template: TemplateSummary;
  onOpen: (formId: string) => void;
}

/** The forms in the template, each to open in the Form Builder or to take out of the template. */
export function TemplateFormsList({ template, onOpen }: TemplateFormsListProps) {
  const remove = useRemoveTemplateForm();
  const toast = useTemplatesToast('portal');
  if (template.forms.length === 0) {
    return <Typography color="text.secondary">No forms in this template yet.</Typography>;
  }
  return (
    <List aria-label="Forms in this template" dense disablePadding>
      {template.forms.map((form, index) => {
        const label = formLabel(index, form.id);
        return (
          <ListItem key={form.id} disableGutters sx={{ gap: 1, borderBottom: 1, borderColor: 'divider' }}>
            <ListItemText
              primary={label}
              secondary={`${form.name} · ${form.fieldCount} fields · v${form.version}`}
              sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
            />
            <Stack direction="row" spacing={0.5}>
              <IconButton aria-label={`Open ${label} in the Form Builder`} onClick={() => onOpen(form.id)}>
                <EditOutlinedIcon />
              </IconButton>
              <IconButton
                aria-label={`Remove ${label} from the template`}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(
                    { templateId: template.id, formId: form.id },
                    {
                      onSuccess: ({ message }) => toast.success(message),
                      onError: () => toast.error(m.removeFormFailed),
                    },
                  )
                }
              >
                <DeleteOutlinedIcon />
              </IconButton>
            </Stack>
          </ListItem>
        );
      })}
    </List>
  );
}
