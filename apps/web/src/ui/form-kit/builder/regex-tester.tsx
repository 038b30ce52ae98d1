import type { RegexVerdict } from '@atrium/domain/fields/field.messages.ts';
import { testRegex } from '@atrium/domain/fields/field-rules.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

/** Tries the regex on a sample text: Valid, Invalid or Invalid Regex. */
export function RegexTester({ regex }: { regex: string }) {
  const [sample, setSample] = useState('');
  const [verdict, setVerdict] = useState<RegexVerdict | null>(null);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label="Test text"
          size="small"
          value={sample}
          onChange={(event) => {
            setSample(event.target.value);
            setVerdict(null);
          }}
          sx={{ flex: 1, minWidth: 0 }}
        />
        <Button variant="outlined" onClick={() => setVerdict(testRegex(regex, sample))}>
          Test
        </Button>
      </Stack>
      {verdict && (
        <Alert severity={verdict === 'Valid' ? 'success' : 'error'} role="status" data-testid="regex-verdict">
          {verdict}
        </Alert>
      )}
    </Stack>
  );
}
