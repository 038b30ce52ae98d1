import type { Actor } from '@atrium/domain/access/permissions.ts';
import { formGroupMessages } from '@atrium/domain/form-groups/form-groups.messages.ts';
import { FORM_ROLE, type FormRole, hasFormRole } from '@atrium/domain/forms/form-permissions.ts';
import { formMessages } from '@atrium/domain/forms/forms.messages.ts';
import { paths } from '../../../../app/paths.ts';

export type TileId =
  | 'forms'
  | 'form-data'
  | 'create-form'
  | 'manage-forms'
  | 'create-group'
  | 'manage-groups';

export interface FormManagementTile {
  id: TileId;
  title: string;
  subtitle: string;
  path: string;
  /** Shown for 2.5 s instead of opening the screen when the role is missing; null when allowed. */
  warning: string | null;
}

// Not in the specification, which names the four other warnings (docs/decisions/0012).
const NO_VIEW_DATA_PERMISSION = "You don't have permission to view form data";

const TILES: ReadonlyArray<Omit<FormManagementTile, 'warning'> & { role?: FormRole; denied?: string }> = [
  { id: 'forms', title: 'Forms', subtitle: 'Open a form and enter data.', path: paths.forms },
  {
    id: 'form-data',
    title: 'Form Data',
    subtitle: 'The data entered in each form.',
    path: paths.formData,
    role: FORM_ROLE.viewData,
    denied: NO_VIEW_DATA_PERMISSION,
  },
  {
    id: 'create-form',
    title: 'Create New Form',
    subtitle: 'Build a form from typed fields.',
    path: paths.createForm,
    role: FORM_ROLE.createForm,
    denied: formMessages.noCreatePermission,
  },
  {
    id: 'manage-forms',
    title: 'Manage All Forms',
    subtitle: 'Configure, trash, restore and delete forms.',
    path: paths.manageForms,
    role: FORM_ROLE.manageForms,
    denied: formMessages.noManagePermission,
  },
  {
    id: 'create-group',
    title: 'Create Form Group',
    subtitle: 'Bundle forms and choose who sees them.',
    path: paths.createFormGroup,
    role: FORM_ROLE.createGroup,
    denied: formGroupMessages.noCreatePermission,
  },
  {
    id: 'manage-groups',
    title: 'Manage Form Groups',
    subtitle: 'Edit, trash, restore and delete form groups.',
    path: paths.manageFormGroups,
    role: FORM_ROLE.manageGroups,
    denied: formGroupMessages.noManagePermission,
  },
];

/** The six tiles of the Form Management home (forms spec §2, §6), each with its warning when the role is missing. */
export function formManagementTiles(actor: Actor): FormManagementTile[] {
  return TILES.map(({ role, denied, ...tile }) => ({
    ...tile,
    warning: role && !hasFormRole(actor, role) ? (denied ?? null) : null,
  }));
}
