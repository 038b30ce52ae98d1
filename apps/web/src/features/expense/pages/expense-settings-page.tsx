import { SNACKBAR_MS } from '@atrium/domain/access/access-home.ts';
import { APP } from '@atrium/domain/access/apps.catalogue.ts';
import { hasRole } from '@atrium/domain/access/permissions.ts';
import type { BankAccount, BeneficiaryType, Payee } from '@atrium/domain/expense/expense.schemas.ts';
import { EXPENSE_ROLE } from '@atrium/domain/expense/expense-rights.ts';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { errorMessage } from '../../../app/api-client.ts';
import { useSession } from '../../../app/session/session-context.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { type ArchiveTarget, useArchiveSetting, useExpensePayees } from '../api/expense-payees.ts';
import { BankAccountDialog } from '../components/settings/bank-account-dialog.tsx';
import { KIND_WORDS } from '../components/settings/kind-words.ts';
import { PayeeDialog } from '../components/settings/payee-dialog.tsx';
import type { SettingsRow } from '../components/settings/settings-list.tsx';
import { SettingsTab } from '../components/settings/settings-tab.tsx';

type TabName = 'bank-accounts' | BeneficiaryType;
const TABS: { name: TabName; label: string }[] = [
  { name: 'bank-accounts', label: 'Bank Accounts' },
  { name: 'party', label: KIND_WORDS.party.many },
  { name: 'individual', label: KIND_WORDS.individual.many },
];

const accountRow = (account: BankAccount): SettingsRow => ({
  id: account.id,
  name: account.account_name,
  isArchived: account.isArchived,
  details: [
    { label: 'Account Number', value: account.account_info.account_number },
    { label: 'Account Holder', value: account.account_info.account_holder_name },
    { label: 'IFSC Code', value: account.account_info.ifsc_code },
    ...(account.account_info.other_info ? [{ label: 'Other', value: account.account_info.other_info }] : []),
  ],
});

const payeeRow = (payee: Payee): SettingsRow => ({
  id: payee.id,
  name: payee.name,
  isArchived: payee.isArchived,
  details: [],
});

/** Asking before an archive: what and its name. */
type Asked = ArchiveTarget & { name: string };

/**
 * Expense Settings (decision 0027): the bank accounts transfers are paid from and the parties and individuals
 * they pay. Org admins and payee managers change them; every other member of the app reads the live ones.
 */
export function ExpenseSettingsPage() {
  const { actor } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const mayManage = actor.isOrgAdmin || hasRole(actor, APP.expense, EXPENSE_ROLE.managePayees);
  const [tab, setTab] = useState<TabName>('bank-accounts');
  const [archivedShown, setArchivedShown] = useState<Record<TabName, boolean>>({
    'bank-accounts': false,
    party: false,
    individual: false,
  });
  const showArchived = mayManage && archivedShown[tab];
  const query = useExpensePayees(showArchived);
  const archive = useArchiveSetting();
  const [accountDialog, setAccountDialog] = useState<{ account: BankAccount | null } | null>(null);
  const [payeeDialog, setPayeeDialog] = useState<{ kind: BeneficiaryType; payee: Payee | null } | null>(null);
  const [asked, setAsked] = useState<Asked | null>(null);
  const baseId = useId();

  const accounts = query.data?.bankAccounts ?? [];
  const payees = query.data?.payees ?? [];

  const setArchived = (target: ArchiveTarget, onDone?: () => void) =>
    archive.mutate(target, {
      onSuccess: ({ message }) => {
        enqueueSnackbar(message, { variant: 'success', autoHideDuration: SNACKBAR_MS });
        onDone?.();
      },
      onError: (failure) => {
        enqueueSnackbar(errorMessage(failure), { variant: 'error', autoHideDuration: SNACKBAR_MS });
        onDone?.();
      },
    });

  const tabProps = (name: TabName) => {
    const what = name === 'bank-accounts' ? 'bank-account' : 'payee';
    const rows =
      name === 'bank-accounts'
        ? accounts.map(accountRow)
        : payees.filter((payee) => payee.kind === name).map(payeeRow);
    const nameOf = (id: string) => rows.find((row) => row.id === id)?.name ?? '';
    return {
      rows,
      query,
      mayManage,
      busy: archive.isPending,
      showArchived: archivedShown[name],
      onShowArchived: (show: boolean) => setArchivedShown((shown) => ({ ...shown, [name]: show })),
      onArchive: (id: string) => setAsked({ what, id, archived: true, name: nameOf(id) }),
      onRestore: (id: string) => setArchived({ what, id, archived: false }),
    } as const;
  };

  const emptyHint = mayManage ? null : 'Only organization admins and payee managers can add them.';

  return (
    <>
      <PageHeading
        title="Expense Settings"
        subtitle="The bank accounts transfers are paid from, and the parties and individuals they pay."
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_, value: TabName) => setTab(value)}
          // The three fit side by side on a phone too: none hides behind a scroll arrow.
          variant="fullWidth"
          sx={{ maxWidth: 600 }}
          aria-label="Expense settings"
        >
          {TABS.map(({ name, label }) => (
            <Tab
              key={name}
              value={name}
              label={label}
              id={`${baseId}-tab-${name}`}
              aria-controls={`${baseId}-panel-${name}`}
            />
          ))}
        </Tabs>
      </Box>
      {TABS.map(({ name, label }) => (
        <Box
          key={name}
          role="tabpanel"
          hidden={tab !== name}
          id={`${baseId}-panel-${name}`}
          aria-labelledby={`${baseId}-tab-${name}`}
        >
          {tab === name &&
            (name === 'bank-accounts' ? (
              <SettingsTab
                {...tabProps(name)}
                label={label}
                addLabel="Add Bank Account"
                empty="No bank accounts yet"
                emptyHint={emptyHint}
                onAdd={() => setAccountDialog({ account: null })}
                onEdit={(id) => setAccountDialog({ account: accounts.find((a) => a.id === id) ?? null })}
              />
            ) : (
              <SettingsTab
                {...tabProps(name)}
                label={label}
                addLabel={`Add ${KIND_WORDS[name].one}`}
                empty={KIND_WORDS[name].empty}
                emptyHint={emptyHint}
                onAdd={() => setPayeeDialog({ kind: name, payee: null })}
                onEdit={(id) =>
                  setPayeeDialog({ kind: name, payee: payees.find((p) => p.id === id) ?? null })
                }
              />
            ))}
        </Box>
      ))}
      <BankAccountDialog
        open={accountDialog !== null}
        account={accountDialog?.account ?? null}
        onClose={() => setAccountDialog(null)}
      />
      <PayeeDialog
        open={payeeDialog !== null}
        kind={payeeDialog?.kind ?? 'party'}
        payee={payeeDialog?.payee ?? null}
        onClose={() => setPayeeDialog(null)}
      />
      <ConfirmDialog
        confirmation={
          asked && {
            title: `Archive ${asked.name}?`,
            text: 'It stays on earlier requests but is no longer offered for new ones. You can restore it later.',
            confirmLabel: 'Archive',
            danger: true,
          }
        }
        busy={archive.isPending}
        onConfirm={() => asked && setArchived(asked, () => setAsked(null))}
        onCancel={() => setAsked(null)}
      />
    </>
  );
}
