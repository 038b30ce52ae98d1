import { expenseMessages } from '@atrium/domain/expense/expense.messages.ts';
import { useSession } from '../../../app/session/session-context.tsx';
import { AppHome } from '../../../ui/app-home.tsx';
import { expenseHomeCards } from '../components/home/expense-home-cards.tsx';

/** Expense home: Request Bank Transfer and List Bank Transfers, starrable; Expense Settings for payee keepers. */
export function ExpenseHomePage() {
  const { actor } = useSession();
  return (
    <AppHome
      title="Expense Management"
      subtitle="Request bank transfers and follow them through approval."
      label="Expense actions"
      cards={expenseHomeCards(actor)}
      quickActionFailedMessage={expenseMessages.quickActionsFailed}
    />
  );
}
