import { formMessages as m } from '@atrium/domain/forms/forms.messages.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { errorMessage } from '../../../../app/api-client.ts';
import { formQueryOptions } from '../../api/forms.api.ts';

const COPY_TOAST_MS = 2000;

/** Copies a form's name, fields and access configuration to the clipboard as JSON. */
export function useCopyFormConfig() {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  return async (formId: string) => {
    try {
      const form = await queryClient.fetchQuery(formQueryOptions(formId));
      const config = {
        name: form.name,
        fieldConfig: form.fieldConfig,
        owner: form.owner?.id ?? null,
        editFormConfig: form.editFormConfig,
        formDataAccess: form.formDataAccess,
        formUsabilitySettings: form.formUsabilitySettings,
        dataVersionSettings: form.dataVersionSettings,
      };
      await navigator.clipboard.writeText(JSON.stringify(config, null, 2));
      enqueueSnackbar(m.copiedConfig, { variant: 'success', autoHideDuration: COPY_TOAST_MS });
    } catch (failure) {
      enqueueSnackbar(errorMessage(failure, m.fetchFailed), { variant: 'error', autoHideDuration: 6000 });
    }
  };
}
