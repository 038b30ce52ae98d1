import type { ChangeEventHandler } from 'react';

/** Material icons' paths (the ones @mui/icons-material draws), for the table's plain controls. */
export const ICON_PATHS = {
  // The sort arrow, as TableSortLabel draws it.
  arrowDownward: 'M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z',
  edit: 'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04c.39-.39.39-1.02 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z',
  delete: 'M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z',
  deleteForever:
    'M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zm2.46-7.12 1.41-1.41L12 12.59l2.12-2.12 1.41 1.41L13.41 14l2.12 2.12-1.41 1.41L12 15.41l-2.12 2.12-1.41-1.41L10.59 14zM15.5 4l-1-1h-5l-1 1H5v2h14V4z',
  history:
    'M13 3c-4.97 0-9 4.03-9 9H1l3.89 3.89.07.14L9 12H6c0-3.87 3.13-7 7-7s7 3.13 7 7-3.13 7-7 7c-1.93 0-3.68-.79-4.94-2.06l-1.42 1.42C8.27 19.99 10.51 21 13 21c4.97 0 9-4.03 9-9s-4.03-9-9-9m-1 5v5l4.28 2.54.72-1.21-3.5-2.08V8z',
  restoreFromTrash:
    'M19 4h-3.5l-1-1h-5l-1 1H5v2h14zM6 7v12c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7zm8 7v4h-4v-4H8l4-4 4 4z',
  checked:
    'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2m-9 14-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z',
  unchecked: 'M19 5v14H5V5zm0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2',
  indeterminate: 'M19 3H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m-2 10H7v-2h10z',
} as const;

export type IconName = keyof typeof ICON_PATHS;

/** A Material icon drawn inline, in the colour of its text (sized by the grid's rules). */
export function GridIcon({ name }: { name: IconName }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}

interface GridCheckboxProps {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange: ChangeEventHandler<HTMLInputElement>;
}

/**
 * A native checkbox drawn as MUI's small one (styled by the grid's `.check` rule): every row has one, and
 * MUI's Checkbox is a dozen components with their styles each.
 */
export function GridCheckbox({ label, checked, indeterminate = false, onChange }: GridCheckboxProps) {
  return (
    <span className={checked || indeterminate ? 'check checked' : 'check'}>
      <input
        type="checkbox"
        aria-label={label}
        checked={checked}
        // The property, not an attribute: it is what makes the browser announce the mixed state.
        ref={(input) => {
          if (input) input.indeterminate = indeterminate;
        }}
        onChange={onChange}
      />
      <GridIcon name={indeterminate ? 'indeterminate' : checked ? 'checked' : 'unchecked'} />
    </span>
  );
}

interface GridIconButtonProps {
  label: string;
  icon: IconName;
  disabled?: boolean;
  onClick: () => void;
}

/** A native button drawn as MUI's small IconButton (the grid's `.icon-button` rule). */
export function GridIconButton({ label, icon, disabled, onClick }: GridIconButtonProps) {
  return (
    <button type="button" className="icon-button" aria-label={label} disabled={disabled} onClick={onClick}>
      <GridIcon name={icon} />
    </button>
  );
}
