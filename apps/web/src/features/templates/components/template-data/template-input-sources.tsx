import { type ReactNode, useMemo } from 'react';
import type { InputTarget } from '../../../../ui/form-kit/inputs/field-input-props.ts';
import {
  type FieldOptionsResult,
  type InputSources,
  InputSourcesProvider,
} from '../../../../ui/form-kit/inputs/input-sources.tsx';
import { useTemplateFieldOptions } from '../../api/template-data.ts';

/** Sources of the template entry screen: options of the template's own forms, and no 'Add New Option'. */
function templateSources(templateId: string): InputSources {
  return {
    useFieldOptions(target: InputTarget, search: string, enabled: boolean): FieldOptionsResult {
      return useTemplateFieldOptions(
        { templateId, formId: target.formId },
        { fieldId: target.fieldId, columnId: target.columnId },
        search,
        enabled,
      );
    },
  };
}

/** The field inputs of a template form read their foreign-key options from the template's forms (spec §7). */
export function TemplateInputSources({ templateId, children }: { templateId: string; children: ReactNode }) {
  const sources = useMemo(() => templateSources(templateId), [templateId]);
  return <InputSourcesProvider value={sources}>{children}</InputSourcesProvider>;
}
