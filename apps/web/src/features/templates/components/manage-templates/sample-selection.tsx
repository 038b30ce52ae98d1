import { cut } from '@atrium/domain/templates/template-lifecycle.ts';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

const COLUMNS = 6;
const CELL = 30;

export interface SampleForm {
  formId: string;
  formName: string;
  fields: Array<{ id: string; label: string }>;
  entries: Array<{ id: string; data: Record<string, unknown> }>;
}

const text = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

interface SampleSelectionProps {
  forms: SampleForm[];
  chosen: Record<string, string[]>;
  onChange: (chosen: Record<string, string[]>) => void;
}

/** Sample data per form: the 50 newest rows, the first 6 fields, cells cut at 30 characters. */
export function SampleSelection({ forms, chosen, onChange }: SampleSelectionProps) {
  const toggle = (formId: string, entryId: string, on: boolean) => {
    const current = chosen[formId] ?? [];
    onChange({ ...chosen, [formId]: on ? [...current, entryId] : current.filter((id) => id !== entryId) });
  };
  return (
    <>
      {forms.map((form) => {
        const columns = form.fields.slice(0, COLUMNS);
        return (
          <Box
            component="section"
            key={form.formId}
            aria-label={`Sample data of ${form.formName}`}
            sx={{ mt: 2 }}
          >
            <Typography component="h3" variant="subtitle2">
              Sample data: {form.formName} ({(chosen[form.formId] ?? []).length} selected)
            </Typography>
            {form.entries.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                No entries to choose from.
              </Typography>
            ) : (
              <Box
                sx={{ overflowX: 'auto', maxHeight: 260 }}
                tabIndex={0}
                role="region"
                aria-label={`Rows of ${form.formName}`}
              >
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell padding="checkbox">Use</TableCell>
                      {columns.map((field) => (
                        <TableCell key={field.id}>{field.label}</TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {form.entries.map((entry, index) => (
                      <TableRow key={entry.id}>
                        <TableCell padding="checkbox">
                          <Checkbox
                            checked={(chosen[form.formId] ?? []).includes(entry.id)}
                            onChange={(event) => toggle(form.formId, entry.id, event.target.checked)}
                            slotProps={{
                              input: { 'aria-label': `Use row ${index + 1} of ${form.formName}` },
                            }}
                          />
                        </TableCell>
                        {columns.map((field) => (
                          <TableCell key={field.id}>{cut(text(entry.data[field.id]), CELL)}</TableCell>
                        ))}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            )}
          </Box>
        );
      })}
    </>
  );
}
