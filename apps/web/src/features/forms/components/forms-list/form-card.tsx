import { formMessages } from '@atrium/domain/forms/forms.messages.ts';
import type { FormSummary } from '@atrium/domain/forms/forms.schemas.ts';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../app/paths.ts';
import { formatDate } from '../../../../ui/format-date.ts';

interface FormCardProps {
  form: FormSummary;
  /** Called instead of navigating when the reader may not enter data in the form. */
  onRefused: () => void;
}

function CardText({ form, mayFill }: { form: FormSummary; mayFill: boolean }) {
  const fields = form.fieldCount === 1 ? '1 field' : `${form.fieldCount} fields`;
  return (
    <Box sx={{ minWidth: 0, flexGrow: 1 }}>
      <Typography component="h2" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
        {form.name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {fields} · updated {formatDate(form.updatedAt)}
      </Typography>
      {!mayFill && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, fontStyle: 'italic' }}>
          {formMessages.noFillPermission}
        </Typography>
      )}
    </Box>
  );
}

/** A form the reader can see: it opens data entry, or, greyed, says why it cannot. */
export function FormCard({ form, onRefused }: FormCardProps) {
  const mayFill = form.capabilities.canEnterData;
  const icon = mayFill ? (
    <DescriptionIcon sx={{ color: 'primary.main' }} />
  ) : (
    <LockIcon sx={{ color: 'text.secondary' }} />
  );
  const areaSx = {
    p: 2,
    display: 'flex',
    justifyContent: 'flex-start',
    alignItems: 'flex-start',
    gap: 2,
    height: '100%',
  };
  return (
    // Greyed by its background, not by opacity, so the text keeps its contrast.
    <Card
      variant={mayFill ? 'elevation' : 'outlined'}
      sx={{ height: '100%', bgcolor: mayFill ? undefined : 'action.hover' }}
      data-dimmed={mayFill ? undefined : 'true'}
    >
      {mayFill ? (
        <CardActionArea component={RouterLink} to={paths.formEntry(form.id)} sx={areaSx}>
          {icon}
          <CardText form={form} mayFill />
        </CardActionArea>
      ) : (
        <CardActionArea onClick={onRefused} sx={areaSx}>
          {icon}
          <CardText form={form} mayFill={false} />
        </CardActionArea>
      )}
    </Card>
  );
}
