import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
}

/** The search box of the data-management pages. */
export function SearchField({ label, value, onChange }: SearchFieldProps) {
  return (
    <TextField
      size="small"
      label={label}
      type="search"
      value={value}
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
      }}
    />
  );
}
