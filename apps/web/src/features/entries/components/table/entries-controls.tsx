import type { SavedColumns, SavedFilter } from '@atrium/domain/entries/entries.filters.ts';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { memo } from 'react';
import { SearchField } from '../../../../ui/list/search-field.tsx';
import { SavedItemsMenu } from './saved-items-menu.tsx';

interface EntriesControlsProps {
  searchText: string;
  onSearch: (text: string) => void;
  /** Drafts live in the browser: server search and filters do not apply to them. */
  searchable: boolean;
  filterCount: number;
  onOpenFilters: () => void;
  onOpenColumns: () => void;
  savedFilters: SavedFilter[];
  onApplyFilter: (filter: SavedFilter) => void;
  savedColumns: SavedColumns[];
  onApplyColumns: (columns: SavedColumns) => void;
}

/** Search, filters, columns and the saved filters and column selections; rendered again when its props change. */
export const EntriesControls = memo(function EntriesControls(props: EntriesControlsProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
      <SearchField
        label="Search by any field"
        value={props.searchText}
        onChange={props.onSearch}
        disabled={!props.searchable}
      />
      <Button
        startIcon={
          <Badge badgeContent={props.filterCount} color="primary">
            <FilterListIcon />
          </Badge>
        }
        onClick={props.onOpenFilters}
        disabled={!props.searchable}
      >
        Filters
      </Button>
      <Button startIcon={<ViewColumnIcon />} onClick={props.onOpenColumns}>
        Columns
      </Button>
      <SavedItemsMenu
        label="Saved Filters"
        items={props.savedFilters}
        describe={(filter) => `${filter.conditions.length} conditions`}
        onPick={props.onApplyFilter}
      />
      <SavedItemsMenu
        label="Saved Columns"
        items={props.savedColumns}
        describe={(columns) => `${columns.columns.length} columns`}
        onPick={props.onApplyColumns}
      />
    </Box>
  );
});
