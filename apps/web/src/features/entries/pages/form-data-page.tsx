import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { Suspense, startTransition, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../app/api-client.ts';
import { paths } from '../../../app/paths.ts';
import { useCrumbName } from '../../../app/shell/crumb-names.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { usePickableForms, useTableForm } from '../api/entries-table.api.ts';
import { LazyEntriesTableScreen } from '../components/table/entries-table-screen.lazy.ts';
import { FORM_DATA_HEADING } from './form-data-heading.ts';

/** The 'Failed to load forms.' of the spec's entries-table catalogue. */
const FORMS_LOAD_FAILED = 'Failed to load forms.';

function FormPicker({ selectedId, autoFocus }: { selectedId?: string; autoFocus?: boolean }) {
  const navigate = useNavigate();
  const forms = usePickableForms(true);
  const options = (forms.data?.forms ?? []).filter((form) => form.capabilities.canViewData);
  if (forms.error) return <Alert severity="error">{errorMessage(forms.error, FORMS_LOAD_FAILED)}</Alert>;
  return (
    <Autocomplete
      options={options}
      loading={forms.isPending}
      openOnFocus={autoFocus}
      getOptionLabel={(form) => form.name}
      value={options.find((form) => form.id === selectedId) ?? null}
      onChange={(_, form) => form && void navigate(paths.formDataOf(form.id))}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Select a form"
          autoFocus={autoFocus}
          // The open form's name is selected, so that what is typed replaces it and searches at once.
          onFocus={(event) => event.target instanceof HTMLInputElement && event.target.select()}
        />
      )}
      sx={{ maxWidth: 480, mb: 2 }}
    />
  );
}

/**
 * With a form open, the picker waits behind a 'Change form' button and opens, focused, when it is pressed
 * (decision 0048). Drawn with the table, the picker (an Autocomplete, which renders itself twice when mounted)
 * was one of the longest tasks of the table's load on a phone, for a control most visits never use.
 */
function ChangeForm({ formId }: { formId: string }) {
  const [picking, setPicking] = useState(false);
  // The picker opens once the forms are there, so it starts with the open form's name, selected.
  const forms = usePickableForms(picking);
  if (picking && (forms.data || forms.error)) return <FormPicker selectedId={formId} autoFocus />;
  return (
    <Button startIcon={<SwapHorizIcon />} disabled={picking} onClick={() => setPicking(true)} sx={{ mb: 2 }}>
      Change form
    </Button>
  );
}

/** The picker's place (an outlined field's height) until it draws after the first paint (no form chosen yet). */
function PickerFrame() {
  return <Skeleton variant="rounded" height={56} sx={{ maxWidth: 480, mb: 2 }} />;
}

/**
 * Where the table will be while its code is on its way: the toolbar's, the search's and the table's places,
 * as tall as the screen, so that nothing the page draws later moves what is already there.
 */
function TableFrame() {
  return (
    <Box role="status" aria-label="Loading the table" sx={{ minHeight: '75dvh' }}>
      <Skeleton variant="rounded" height={31} sx={{ mb: 1.5, maxWidth: 640 }} />
      <Skeleton variant="rounded" height={40} sx={{ mb: 2, maxWidth: 640 }} />
      <Skeleton variant="rounded" sx={{ height: '55dvh' }} />
    </Box>
  );
}

/**
 * False until the browser has painted what the page first drew, then true. The heading and the places of the
 * picker or the table are painted first; the picker (an Autocomplete, costly to draw) or the table's screen,
 * whose code is evaluated only then, render after (decision 0045), in a
 * transition: while the table's code is still coming the frame stays, with no fallback in between.
 */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame's callbacks run just before it is painted; a task queued from one runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/** Form Data: the entries table of one form; without a form id in the route, a form picker first. */
export function FormDataPage() {
  const { formId } = useParams();
  const form = useTableForm(formId ?? '');
  useCrumbName(formId, form.data?.name);
  const painted = usePainted();
  return (
    <>
      {/* The form's name keeps its line while it loads, so the table under it does not move down. */}
      <PageHeading
        title={FORM_DATA_HEADING}
        subtitle={formId && form.isPending ? <Skeleton width="12em" /> : form.data?.name}
      />
      {formId ? <ChangeForm key={formId} formId={formId} /> : painted ? <FormPicker /> : <PickerFrame />}
      {formId && (
        <Suspense fallback={<TableFrame />}>
          {painted ? <LazyEntriesTableScreen key={formId} formId={formId} /> : <TableFrame />}
        </Suspense>
      )}
    </>
  );
}
