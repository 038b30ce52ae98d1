import FilterListIcon from '@mui/icons-material/FilterList';
import RefreshIcon from '@mui/icons-material/Refresh';
import SortIcon from '@mui/icons-material/Sort';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { SearchBar } from '../../../../ui/list/search-field.tsx';
import type { TemplateListFilter } from '../../api/manage-templates.ts';

const SORTS: Array<{ value: TemplateListFilter['sort']; label: string }> = [
  { value: 'name', label: 'Name' },
  { value: 'updated', label: 'Last Updated' },
  { value: 'created', label: 'Created Date' },
  { value: 'version', label: 'Version' },
];
const FILTERS: Array<{ value: TemplateListFilter['filter']; label: string }> = [
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
  { value: 'inactive', label: 'Inactive' },
];

interface TemplateToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  filter: TemplateListFilter;
  onChange: (change: Partial<TemplateListFilter>) => void;
  refreshing: boolean;
  onRefresh: () => void;
  onImport: () => void;
}

/** Search, the sort and filter menus, Refresh and Import Form Group, wrapping on phones. */
export function TemplateToolbar(props: TemplateToolbarProps) {
  const { search, onSearch, filter, onChange, refreshing, onRefresh, onImport } = props;
  const [sortAnchor, setSortAnchor] = useState<HTMLElement | null>(null);
  const [filterAnchor, setFilterAnchor] = useState<HTMLElement | null>(null);
  const sortId = useId();
  const filterId = useId();
  const sortLabel = SORTS.find((s) => s.value === filter.sort)?.label ?? 'Last Updated';
  const choose = (change: Partial<TemplateListFilter>) => {
    setSortAnchor(null);
    setFilterAnchor(null);
    onChange(change);
  };
  return (
    <SearchBar
      label="Search templates"
      placeholder="Search templates..."
      value={search}
      onChange={onSearch}
      maxLength={100}
    >
      <Button
        startIcon={<SortIcon />}
        aria-haspopup="menu"
        aria-controls={sortAnchor ? sortId : undefined}
        aria-expanded={sortAnchor ? 'true' : undefined}
        onClick={(event) => setSortAnchor(event.currentTarget)}
      >
        Sort: {sortLabel} ({filter.order === 'asc' ? 'Ascending' : 'Descending'})
      </Button>
      <Menu id={sortId} anchorEl={sortAnchor} open={sortAnchor !== null} onClose={() => setSortAnchor(null)}>
        {SORTS.map((sort) => (
          <MenuItem
            key={sort.value}
            selected={filter.sort === sort.value}
            onClick={() => choose({ sort: sort.value })}
          >
            {sort.label}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem selected={filter.order === 'asc'} onClick={() => choose({ order: 'asc' })}>
          Ascending
        </MenuItem>
        <MenuItem selected={filter.order === 'desc'} onClick={() => choose({ order: 'desc' })}>
          Descending
        </MenuItem>
      </Menu>
      <Button
        startIcon={<FilterListIcon />}
        aria-haspopup="menu"
        aria-controls={filterAnchor ? filterId : undefined}
        aria-expanded={filterAnchor ? 'true' : undefined}
        onClick={(event) => setFilterAnchor(event.currentTarget)}
      >
        Filter{filter.filter !== 'all' ? `: ${FILTERS.find((f) => f.value === filter.filter)?.label}` : ''}
      </Button>
      <Menu
        id={filterId}
        anchorEl={filterAnchor}
        open={filterAnchor !== null}
        onClose={() => setFilterAnchor(null)}
      >
        {FILTERS.map((item) => (
          <MenuItem
            key={item.value}
            selected={filter.filter === item.value}
            onClick={() => choose({ filter: item.value })}
          >
            {item.label}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={() => choose({ filter: 'all' })}>Clear Filters</MenuItem>
      </Menu>
      <Button startIcon={<RefreshIcon />} onClick={onRefresh} disabled={refreshing}>
        {refreshing ? 'Refreshing…' : 'Refresh'}
      </Button>
      <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={onImport}>
        Import Form Group
      </Button>
    </SearchBar>
  );
}
