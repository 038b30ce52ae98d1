import type {
  ImportMapping,
  ImportProgress,
  ImportResult,
  ImportSourceForm,
  ImportUpload,
} from '@atrium/domain/entries/entries-import.contract.ts';
import { canEditField } from '@atrium/domain/entries/entry-permissions.ts';
import { importMessages } from '@atrium/domain/entries/import.messages.ts';
import { autoMapColumns, importFileKind, isImportable } from '@atrium/domain/entries/import.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../../app/api-client.ts';
import { queryKeys } from '../../../../app/query-keys.ts';
import { useEntryForm, useFormActor } from '../../api/entry-form.api.ts';
import { runFileImport, runFormImport, uploadImportFile } from '../../api/import.api.ts';
import { factsOf } from '../entry/entry-fields.ts';

export type ImportTab = 'file' | 'form';
export type ImportStep = 'source' | 'map' | 'importing' | 'result';

/** A source column (or source field) the user maps to a field, with an example value when known. */
export interface SourceColumn {
  key: string;
  label: string;
  sample: string;
}

/** Fields the user may import into: live, not file or table, and not locked from their edits. */
function useTargetFields(formId: string): FieldConfig[] {
  const form = useEntryForm(formId).data;
  const actor = useFormActor();
  return useMemo(
    () =>
      form
        ? form.fieldConfig.filter((field) => isImportable(field) && canEditField(actor, factsOf(form), field))
        : [],
    [form, actor],
  );
}

/** The Import Data dialog's steps: choose a source, map its columns, import with progress, see the result. */
export function useImportFlow(formId: string, onImported: () => void) {
  const queryClient = useQueryClient();
  const targets = useTargetFields(formId);
  const [tab, setTab] = useState<ImportTab>('file');
  const [step, setStep] = useState<ImportStep>('source');
  const [upload, setUpload] = useState<ImportUpload | null>(null);
  const [uploadShare, setUploadShare] = useState<number | null>(null);
  const [sourceForm, setSourceForm] = useState<ImportSourceForm | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const columns: SourceColumn[] = useMemo(() => {
    if (tab === 'file' && upload)
      return upload.columns.map((column, index) => ({
        key: column,
        label: column,
        sample: upload.sampleRows.map((row) => row[index] ?? '').find(Boolean) ?? '',
      }));
    if (tab === 'form' && sourceForm)
      return sourceForm.fields.map((field) => ({ key: field.id, label: field.label, sample: '' }));
    return [];
  }, [tab, upload, sourceForm]);

  const reset = () => {
    setStep('source');
    setUpload(null);
    setUploadShare(null);
    setSourceForm(null);
    setMapping({});
    setProgress(null);
    setResult(null);
    setError(null);
  };

  const chooseFile = async (file: File) => {
    setError(null);
    if (!formId) return setError(importMessages.noFormSelected);
    if (!importFileKind(file.name)) return setError(importMessages.onlySpreadsheets);
    setUploadShare(0);
    try {
      const uploaded = await uploadImportFile(formId, file, setUploadShare);
      setUpload(uploaded);
      setMapping(autoMapColumns(uploaded.columns, targets));
      setStep('map');
    } catch (cause) {
      setError(errorMessage(cause, importMessages.unexpected));
    } finally {
      setUploadShare(null);
    }
  };

  const chooseForm = (form: ImportSourceForm) => {
    setError(null);
    setSourceForm(form);
    const byLabel = autoMapColumns(
      form.fields.map((field) => field.label),
      targets,
    );
    setMapping(
      Object.fromEntries(
        form.fields.flatMap((field) =>
          byLabel[field.label] ? [[field.id, byLabel[field.label] as string]] : [],
        ),
      ),
    );
    setStep('map');
  };

  const start = async () => {
    setError(null);
    setStep('importing');
    setProgress({ processed: 0, imported: 0, failed: 0, fraction: 0 });
    try {
      const finished =
        tab === 'file' && upload
          ? await runFileImport(formId, upload.uploadId, mapping, setProgress)
          : await runFormImport(formId, sourceForm?.id ?? '', mapping, setProgress);
      if (finished.failed.length > 0) console.error('Rows that failed to import', finished.failed);
      setResult(finished);
      setStep('result');
      if (finished.imported > 0) {
        await queryClient.invalidateQueries({ queryKey: queryKeys.entries(formId) });
        onImported();
      }
    } catch (cause) {
      setError(errorMessage(cause, importMessages.importFailed));
      setStep(tab === 'file' ? 'source' : 'map');
      if (tab === 'file') setUpload(null);
    }
  };

  return {
    tab,
    setTab: (next: ImportTab) => {
      reset();
      setTab(next);
    },
    step,
    targets,
    columns,
    mapping,
    setMapping,
    uploadShare,
    sourceForm,
    progress,
    result,
    error,
    chooseFile,
    chooseForm,
    start,
    reset,
    back: () => {
      setError(null);
      setStep('source');
    },
  };
}
export type ImportFlow = ReturnType<typeof useImportFlow>;
