import type { FormAccessConfig, People } from '@atrium/domain/forms/forms.schemas.ts';

export interface FormAccessPanelProps {
  value: FormAccessConfig;
  onChange: (value: FormAccessConfig) => void;
  /** The organisation's active users and user groups (GET /api/forms/people). */
  people: People;
  disabled?: boolean;
}

/** Owner, edit-config users and groups, the nine data-access lists, usability switches and data versioning. */
export function FormAccessPanel(_props: FormAccessPanelProps) {
  return null;
}
