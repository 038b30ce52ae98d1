import type { GroupFormCard as GroupForm } from '@atrium/domain/form-groups/form-groups.schemas.ts';
import { formMessages } from '@atrium/domain/forms/forms.messages.ts';
import EditNoteIcon from '@mui/icons-material/EditNote';
import TableViewIcon from '@mui/icons-material/TableView';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatDateTime } from '../../../../ui/format-date.ts';

export type DataMode = 'view' | 'enter';

interface GroupFormCardProps {
  form: GroupForm;
  onOpen: (mode: DataMode) => void;
}

// Not in the specification: data entry into a form in the trash (docs/decisions/0012).
const TRASHED_NO_ENTRY = 'This form is in the trash: data cannot be entered.';

/** A form of the group with 'View data' and 'Enter data'; an unavailable button says why beneath the card. */
export function GroupFormCard({ form, onOpen }: GroupFormCardProps) {
  const reasonsId = useId();
  const enterRefusal = form.isTrashed
    ? TRASHED_NO_ENTRY
    : form.canEnterData
      ? null
      : formMessages.noEnterDataPermission;
  const viewRefusal = form.canViewData ? null : formMessages.noViewPermission(form.name);
  const reasons = [viewRefusal, enterRefusal].filter((reason): reason is string => reason !== null);
  const fields = form.fieldCount === 1 ? '1 field' : `${form.fieldCount} fields`;
  const when = form.isTrashed
    ? `Trashed ${formatDateTime(form.trashedAt)}`
    : `Updated ${formatDateTime(form.updatedAt)}`;

  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography component="h2" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
          {form.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {fields} · {when}
        </Typography>
        {reasons.length > 0 && (
          <Box id={reasonsId} sx={{ mt: 1 }}>
            {reasons.map((reason) => (
              <Typography key={reason} variant="body2" color="text.secondary">
                {reason}
              </Typography>
            ))}
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          startIcon={<TableViewIcon />}
          disabled={viewRefusal !== null}
          aria-label={`View data of ${form.name}`}
          aria-describedby={viewRefusal ? reasonsId : undefined}
          onClick={() => onOpen('view')}
        >
          View data
        </Button>
        <Button
          size="small"
          variant="contained"
          startIcon={<EditNoteIcon />}
          disabled={enterRefusal !== null}
          aria-label={`Enter data in ${form.name}`}
          aria-describedby={enterRefusal ? reasonsId : undefined}
          onClick={() => onOpen('enter')}
        >
          Enter data
        </Button>
      </CardActions>
    </Card>
  );
}
