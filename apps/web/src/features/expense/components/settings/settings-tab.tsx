import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { QueryState } from '../../../../ui/list/query-state.tsx';
import type { useExpensePayees } from '../../api/expense-payees.ts';
import { SettingsList, type SettingsRow } from './settings-list.tsx';

interface SettingsTabProps {
  /** e.g. 'Bank accounts', names the list. */
  label: string;
  addLabel: string;
  rows: SettingsRow[];
  query: ReturnType<typeof useExpensePayees>;
  showArchived: boolean;
  onShowArchived: (show: boolean) => void;
  mayManage: boolean;
  busy: boolean;
  empty: string;
  emptyHint: string | null;
  onAdd: () => void;
  onEdit: (id: string) => void;
  onArchive: (id: string) => void;
  onRestore: (id: string) => void;
}

/** One tab of Expense Settings: the archived switch and Add (for those who may change), then the rows. */
export function SettingsTab({
  label,
  addLabel,
  rows,
  query,
  showArchived,
  onShowArchived,
  mayManage,
  empty,
  emptyHint,
  onAdd,
  ...actions
}: SettingsTabProps) {
  return (
    <>
      {mayManage && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
          <FormControlLabel
            label="Show archived"
            control={
              <Switch checked={showArchived} onChange={(event) => onShowArchived(event.target.checked)} />
            }
            sx={{ flexGrow: 1 }}
          />
          <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
            {addLabel}
          </Button>
        </Box>
      )}
      <QueryState
        query={query}
        loadingLabel={`Loading ${label.toLowerCase()}`}
        failure={`Could not load ${label.toLowerCase()}.`}
        empty={rows.length === 0 && empty}
        emptyHint={emptyHint}
      >
        <SettingsList label={label} rows={rows} mayManage={mayManage} {...actions} />
      </QueryState>
    </>
  );
}
