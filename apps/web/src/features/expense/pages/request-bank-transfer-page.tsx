import { APP } from '@atrium/domain/access/apps.catalogue.ts';
import { hasRole } from '@atrium/domain/access/permissions.ts';
import { expenseMessages as m } from '@atrium/domain/expense/expense.messages.ts';
import { EXPENSE_ROLE } from '@atrium/domain/expense/expense-rights.ts';
import Alert from '@mui/material/Alert';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { useSession } from '../../../app/session/session-context.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { RequestForm } from '../components/request/request-form.tsx';

/**
 * Request Bank Transfer: the form to holders of bank-transfer:submit and org admins; anyone else is told
 * they may not submit (spec §6).
 */
export function RequestBankTransferPage() {
  const { actor } = useSession();
  const may = (role: string) => actor.isOrgAdmin || hasRole(actor, APP.expense, role);
  const navigate = useNavigate();
  const mayView = may(EXPENSE_ROLE.viewAll) || may(EXPENSE_ROLE.viewSelf);
  // Each submission starts a fresh form; then the list opens, when its author may see requests there. The
  // list opens once the fresh form is in, so nothing unsaved is left to ask about.
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (round > 0 && mayView) navigate(paths.listBankTransfers);
  }, [round, mayView, navigate]);
  return (
    <>
      <PageHeading
        title="Request Bank Transfer"
        subtitle="Ask for a transfer: what it is for, the account it is paid from and each payment in it."
      />
      {may(EXPENSE_ROLE.submit) ? (
        <RequestForm key={round} onSubmitted={() => setRound((n) => n + 1)} />
      ) : (
        <Alert severity="warning">{m.noSubmitPermission}</Alert>
      )}
    </>
  );
}
