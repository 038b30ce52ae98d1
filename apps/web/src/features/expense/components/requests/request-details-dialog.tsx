import type { RequestItemInput } from '@atrium/domain/expense/expense.schemas.ts';
import type { RequestStatus } from '@atrium/domain/expense/expense-approval.ts';
import type { RequestDetail } from '@atrium/domain/expense/expense-requests.schemas.ts';
import { formatRupees } from '@atrium/domain/expense/money.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { errorMessage, isApiError } from '../../../../app/api-client.ts';
import { DialogFrame } from '../../../../ui/dialog-frame.tsx';
import {
  useDecideAll,
  useDecideItem,
  useEditItem,
  useExpenseRequest,
  useSetStatus,
} from '../../api/expense-requests-list.ts';
import { RequestAttachments } from '../request-attachments.tsx';
import { ItemDetailsDialog } from './item-details-dialog.tsx';
import { RequestHistory } from './request-history.tsx';
import {
  approvalColor,
  approvalLabel,
  decisionColor,
  itemKind,
  itemName,
  longDateTime,
  statusColor,
  statusLabel,
  words,
} from './request-words.ts';
import { StatusMenu } from './status-menu.tsx';

interface RequestDetailsDialogProps {
  /** The request to show; null keeps the dialog closed. */
  requestId: string | null;
  onClose: () => void;
}

/** The request details dialog of All Requests. */
export function RequestDetailsDialog({ requestId, onClose }: RequestDetailsDialogProps) {
  return requestId ? <OpenDetailsDialog key={requestId} requestId={requestId} onClose={onClose} /> : null;
}

function Section({ title, children }: { title: string; children: (headingId: string) => ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={headingId} component="h3" variant="h6">
        {title}
      </Typography>
      {children(headingId)}
    </Box>
  );
}

function Pairs({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The dialog shows the version of the request it loaded, and every change names that version: an approver
 * decides on what they see. When someone else changes the request meanwhile (the live event refetches it), a
 * note offers to reload; a change made on the old version is refused by the server (409), its message is shown
 * and the dialog reloads the request.
 */
function OpenDetailsDialog({ requestId, onClose }: { requestId: string; onClose: () => void }) {
  const live = useExpenseRequest(requestId);
  const [shown, setShown] = useState<RequestDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [openItemId, setOpenItemId] = useState<string | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const decideItem = useDecideItem();
  const decideAll = useDecideAll();
  const setStatus = useSetStatus();
  const editItem = useEditItem();
  const busy = decideItem.isPending || decideAll.isPending || setStatus.isPending || editItem.isPending;

  // The first answer once no refetch is under way: a copy cached by an earlier look may be older.
  useEffect(() => {
    if (!shown && live.data && !live.isFetching) setShown(live.data);
  }, [shown, live.data, live.isFetching]);

  const run = async (change: Promise<{ request: RequestDetail; message: string }>) => {
    setError(null);
    try {
      const answer = await change;
      setShown(answer.request);
      enqueueSnackbar(answer.message, { variant: 'success', autoHideDuration: 4000 });
    } catch (failure) {
      setError(errorMessage(failure));
      if (isApiError(failure) && failure.status === 409) {
        const fresh = await live.refetch();
        if (fresh.data) setShown(fresh.data);
      }
    }
  };

  const request = shown;
  const newer = request && live.data && live.data.version > request.version;
  const openItem = request?.requested_items.find((item) => item.id === openItemId) ?? null;
  const submitted = request?.request_status === 'submitted';

  const onRequest = request ? { requestId: request.id, version: request.version } : null;
  const decide = (decision: 'approved' | 'rejected') =>
    onRequest && void run(decideAll.mutateAsync({ ...onRequest, decision }));
  const chooseStatus = (status: RequestStatus) =>
    onRequest && void run(setStatus.mutateAsync({ ...onRequest, status }));
  const decideOne = (itemId: string, decision: 'approved' | 'rejected') =>
    onRequest && void run(decideItem.mutateAsync({ ...onRequest, itemId, decision }));
  const saveOne = (itemId: string, item: RequestItemInput) =>
    onRequest && void run(editItem.mutateAsync({ ...onRequest, itemId, item }));

  return (
    <>
      <DialogFrame
        open
        title={request ? `${request.transfer_title} (Ref. ${request.referenceCode})` : 'Request details'}
        onClose={onClose}
        width="md"
        fullScreenOnPhone
        actions={
          <>
            {request?.rights.approve && (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mr: 'auto' }}>
                <Button
                  variant="contained"
                  color="success"
                  onClick={() => decide('approved')}
                  disabled={busy || !submitted || request.approval_state === 'approved'}
                >
                  Approve All
                </Button>
                <Button
                  variant="outlined"
                  color="error"
                  onClick={() => decide('rejected')}
                  disabled={busy || !submitted || request.approval_state === 'rejected'}
                >
                  Reject All
                </Button>
                <StatusMenu
                  current={request.request_status}
                  disabled={busy || request.request_status === 'cancelled'}
                  onChoose={chooseStatus}
                />
              </Box>
            )}
            <Button onClick={onClose}>Close</Button>
          </>
        }
      >
        {!request ? (
          live.isError ? (
            <Alert severity="error">{errorMessage(live.error, words.loadRequestFailed)}</Alert>
          ) : (
            <Box aria-label="Loading the request" role="status">
              <Skeleton width="70%" />
              <Skeleton width="50%" />
              <Skeleton variant="rectangular" height={120} />
            </Box>
          )
        ) : (
          <Box sx={{ display: 'grid', gap: 3 }}>
            {newer && (
              <Alert
                severity="info"
                action={
                  <Button
                    color="inherit"
                    size="small"
                    onClick={() => {
                      setError(null);
                      setShown(live.data ?? null);
                    }}
                  >
                    {words.reload}
                  </Button>
                }
              >
                {words.newerVersion}
              </Alert>
            )}
            {error && !openItem && <Alert severity="error">{error}</Alert>}
            <Box sx={{ display: 'grid', gap: 1 }}>
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
              {request.transfer_desc && (
                <Typography sx={{ overflowWrap: 'anywhere' }}>{request.transfer_desc}</Typography>
              )}
              <Typography variant="body2" color="text.secondary">
                Requested by {request.created_by.name} on {longDateTime(request.created_at)}
              </Typography>
            </Box>
            <Section title="Amounts">
              {() => (
                <Pairs
                  rows={[
                    ['Total', formatRupees(request.total_request_amount)],
                    ['Approved', formatRupees(request.approved_amount)],
                    ['Rejected', formatRupees(request.rejected_amount)],
                    ['Pending', formatRupees(request.pending_approval_amount)],
                  ]}
                />
              )}
            </Section>
            <Section title="Bank account">
              {() => (
                <Pairs
                  rows={[
                    ['Account', request.bank_account_info.account_name],
                    ['Number', request.bank_account_info.account_info.account_number],
                    ['Holder', request.bank_account_info.account_info.account_holder_name],
                    ['IFSC', request.bank_account_info.account_info.ifsc_code],
                    ...(request.bank_account_info.account_info.other_info
                      ? [['Other', request.bank_account_info.account_info.other_info] as [string, string]]
                      : []),
                  ]}
                />
              )}
            </Section>
            <Section title="Items">
              {(headingId) => (
                <List disablePadding aria-labelledby={headingId}>
                  {request.requested_items.map((item) => (
                    <ListItem
                      key={item.id}
                      disableGutters
                      divider
                      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
                    >
                      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
                        <Typography sx={{ overflowWrap: 'anywhere' }}>{itemName(item)}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {itemKind(item)} · {formatRupees(item.amount)}
                        </Typography>
                      </Box>
                      <Chip size="small" color={decisionColor(item.decision)} label={item.decision} />
                      <Button
                        size="small"
                        onClick={() => {
                          setError(null);
                          setOpenItemId(item.id);
                        }}
                        aria-label={`Item details of ${itemName(item)}`}
                      >
                        Item details
                      </Button>
                    </ListItem>
                  ))}
                </List>
              )}
            </Section>
            <RequestAttachments request={request} onChanged={setShown} />
            <Section title="History">
              {(headingId) => <RequestHistory requestId={request.id} headingId={headingId} />}
            </Section>
          </Box>
        )}
      </DialogFrame>
      {request && openItem && (
        <ItemDetailsDialog
          request={request}
          item={openItem}
          busy={busy}
          error={error}
          onDecide={(decision) => decideOne(openItem.id, decision)}
          onSave={(item) => saveOne(openItem.id, item)}
          onClose={() => {
            setError(null);
            setOpenItemId(null);
          }}
        />
      )}
    </>
  );
}
