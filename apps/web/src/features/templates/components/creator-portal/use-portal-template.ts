import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../../app/api-client.ts';
import {
  templateQueryOptions,
  useCreateTemplate,
  useSaveTemplateDraft,
  useTemplate,
} from '../../api/templates-setup.ts';

/**
 * The one template the portal works on: a new one until its first save, or the one named by `?templateId=`.
 * Holds the name and description being typed; `save` writes them (creating the template the first time)
 * and answers the template's id.
 */
export function usePortalTemplate() {
  const [search, setSearch] = useSearchParams();
  const templateId = search.get('templateId');
  const template = useTemplate(templateId);
  const create = useCreateTemplate();
  const queryClient = useQueryClient();
  const saveDraft = useSaveTemplateDraft();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  // Files chosen for upload wait here, not in a tab, so switching tabs keeps them.
  const [chosenFiles, setChosenFiles] = useState<File[]>([]);
  // The fields start from the template once per template, never overwriting what is being typed.
  const loadedFor = useRef<string | null>(null);
  const summary = template.data?.template ?? null;
  useEffect(() => {
    if (!templateId) {
      if (loadedFor.current) {
        loadedFor.current = null;
        setName('');
        setDescription('');
        setChosenFiles([]);
      }
      return;
    }
    if (!summary || loadedFor.current === templateId) return;
    loadedFor.current = templateId;
    setName(summary.name);
    setDescription(summary.description);
  }, [templateId, summary]);

  const save = useCallback(
    async (values: { name: string; description: string } = { name, description }): Promise<string> => {
      if (templateId) {
        await saveDraft.mutateAsync({ templateId, body: values });
        return templateId;
      }
      const created = await create.mutateAsync(values);
      loadedFor.current = created.template.id;
      // The new template is known already: the portal keeps working on it without a loading pause.
      queryClient.setQueryData(templateQueryOptions(created.template.id).queryKey, {
        template: created.template,
        versionHistory: [],
        fieldConfigs: {},
      });
      setSearch({ templateId: created.template.id }, { replace: true });
      return created.template.id;
    },
    [templateId, name, description, create, saveDraft, setSearch, queryClient],
  );

  return {
    templateId,
    template,
    summary,
    name,
    setName,
    description,
    setDescription,
    chosenFiles,
    setChosenFiles,
    save,
    saving: create.isPending || saveDraft.isPending,
  };
}

export type PortalTemplate = ReturnType<typeof usePortalTemplate>;

/** The reason of a failure for the portal's 'Failed to … : {msg}' toasts. */
export const reasonOf = (error: unknown) => errorMessage(error, m.templateNotReady);
