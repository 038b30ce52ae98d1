import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';

interface SavedItemsMenuProps<T extends { name: string }> {
  label: string;
  items: readonly T[];
  describe: (item: T) => string;
  onPick: (item: T) => void;
}

/** A button listing saved filters or column selections; picking one applies it. */
export function SavedItemsMenu<T extends { name: string }>({
  label,
  items,
  describe,
  onPick,
}: SavedItemsMenuProps<T>) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        disabled={items.length === 0}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {items.map((item) => (
          <MenuItem
            key={item.name}
            onClick={() => {
              setAnchor(null);
              onPick(item);
            }}
          >
            <ListItemText primary={item.name} secondary={describe(item)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
