import type { RequestSummary } from '@atrium/domain/expense/expense-requests.schemas.ts';
import { formatRupees } from '@atrium/domain/expense/money.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { approvalColor, approvalLabel, shortDate, statusColor, statusLabel } from './request-words.ts';

interface RequestCardProps {
  request: RequestSummary;
  onOpen: () => void;
}

/** One request of All Requests: reference code, title, state, status, amounts, who and when. */
export function RequestCard({ request, onOpen }: RequestCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 1 }}>
        <Typography variant="overline" component="p" sx={{ lineHeight: 1.5 }}>
          Ref. {request.referenceCode}
        </Typography>
        <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {request.transfer_title}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Chip
            size="small"
            color={approvalColor(request.approval_state)}
            label={approvalLabel(request.approval_state)}
          />
          <Chip
            size="small"
            variant="outlined"
            color={statusColor(request.request_status)}
            label={statusLabel(request.request_status)}
          />
        </Box>
        <Typography variant="h6" component="p">
          {formatRupees(request.total_request_amount)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Approved {formatRupees(request.approved_amount)} · Pending{' '}
          {formatRupees(request.pending_approval_amount)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {request.item_count} {request.item_count === 1 ? 'item' : 'items'} · {request.created_by.name} ·{' '}
          {shortDate(request.created_at)}
        </Typography>
      </CardContent>
      <CardActions>
        <Button onClick={onOpen} aria-label={`Details of ${request.referenceCode} ${request.transfer_title}`}>
          Details
        </Button>
      </CardActions>
    </Card>
  );
}
