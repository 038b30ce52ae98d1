import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

interface SearchFieldProps {
  /** The field's accessible name, e.g. 'Search forms'. */
  label: string;
  value: string;
  onChange: (text: string) => void;
  placeholder?: string;
  disabled?: boolean;
  maxLength?: number;
}

/** The search box above a list: it grows to fill its row and shrinks on phones. */
export function SearchField({ label, value, onChange, placeholder, disabled, maxLength }: SearchFieldProps) {
  return (
    <TextField
      size="small"
      label={label}
      type="search"
      value={value}
      placeholder={placeholder}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      sx={{ flex: '1 1 220px', minWidth: 0 }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
        },
        htmlInput: { maxLength },
      }}
    />
  );
}

/** The row above a list: its search, then the list's buttons, wrapping on phones. */
export function SearchBar({ children, ...field }: SearchFieldProps & { children?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
      <SearchField {...field} />
      {children}
    </Box>
  );
}
