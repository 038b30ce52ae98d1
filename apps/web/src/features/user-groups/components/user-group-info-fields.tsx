import type { Control } from 'react-hook-form';
import { FormTextField } from '../../../ui/form-text-field.tsx';

interface GroupInfo {
  name: string;
  description: string;
}

interface UserGroupInfoFieldsProps<T extends GroupInfo, TOut> {
  control: Control<T, unknown, TOut>;
  /** 'View User Group': shown, not editable. */
  readOnly?: boolean;
  /** Create asks for a description too. */
  descriptionRequired?: boolean;
  /** A message said once for the whole form, which the fields only mark. */
  quietMessage?: string;
}

/** Group Name and Description, as Create User Group and the group dialog show them. */
export function UserGroupInfoFields<T extends GroupInfo, TOut>({
  control,
  readOnly = false,
  descriptionRequired = false,
  quietMessage,
}: UserGroupInfoFieldsProps<T, TOut>) {
  // Both forms have these two fields; their other fields differ.
  const c = control as unknown as Control<GroupInfo>;
  const common = { control: c, quietMessage, slotProps: { input: { readOnly } } };
  return (
    <>
      <FormTextField {...common} name="name" label="Group Name" required={!readOnly} />
      <FormTextField
        {...common}
        name="description"
        label="Description"
        required={descriptionRequired}
        multiline
        minRows={2}
      />
    </>
  );
}
