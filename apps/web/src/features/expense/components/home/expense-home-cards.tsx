import { APP } from '@atrium/domain/access/apps.catalogue.ts';
import { type Actor, hasRole } from '@atrium/domain/access/permissions.ts';
import { EXPENSE_ROLE } from '@atrium/domain/expense/expense-rights.ts';
import PaymentsIcon from '@mui/icons-material/Payments';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import SettingsIcon from '@mui/icons-material/Settings';
import { paths } from '../../../../app/paths.ts';
import type { AppHomeCard } from '../../../../ui/app-home.tsx';

/** Who keeps the bank accounts, parties and individuals (decision 0027). */
export const mayManagePayees = (actor: Actor) =>
  actor.isOrgAdmin || hasRole(actor, APP.expense, EXPENSE_ROLE.managePayees);

/**
 * The expense home's cards (spec §2), each a quick action; Expense Settings, which is not one, only for those
 * who may change payees.
 */
export function expenseHomeCards(actor: Actor): AppHomeCard[] {
  const cards: AppHomeCard[] = [
    {
      id: 'request-bank-transfer',
      title: 'Request Bank Transfer',
      subtitle: 'Ask for a transfer: its items, the account it is paid from and supporting documents.',
      path: paths.requestBankTransfer,
      icon: <RequestQuoteIcon />,
      quickActionId: 'expense-request-transfer',
    },
    {
      id: 'list-bank-transfers',
      title: 'List Bank Transfers',
      subtitle: 'Follow requests through approval and disbursement.',
      path: paths.listBankTransfers,
      icon: <PaymentsIcon />,
      quickActionId: 'expense-transfer-history',
    },
  ];
  if (mayManagePayees(actor)) {
    cards.push({
      id: 'expense-settings',
      title: 'Expense Settings',
      subtitle: 'Bank accounts, parties and individuals.',
      path: paths.expenseSettings,
      icon: <SettingsIcon />,
    });
  }
  return cards;
}
