import { orgMessages } from '@atrium/domain/orgs/orgs.messages.ts';
import { isImageType } from '@atrium/domain/orgs/orgs.schemas.ts';
import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';

interface LogoFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
}

/** The organisation logo: an image file with a preview; the 2 MB square advice is guidance only. */
export function LogoField({ file, onChange }: LogoFieldProps) {
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const helperId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (chosen && !isImageType(chosen.type)) {
      setError(orgMessages.logoNotImage);
      return;
    }
    setError(null);
    onChange(chosen);
  };

  return (
    <Box>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
        Logo
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Box
          sx={{
            width: 64,
            height: 64,
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
            bgcolor: 'background.default',
          }}
        >
          {preview ? (
            <Box
              component="img"
              src={preview}
              alt="Logo preview"
              sx={{ maxWidth: '100%', maxHeight: '100%' }}
            />
          ) : (
            <Typography variant="caption" color="text.secondary">
              No logo
            </Typography>
          )}
        </Box>
        {/* A plain button opening a hidden file input: an input nested in a button-like label is two nested controls. */}
        <Button
          variant="outlined"
          startIcon={<UploadIcon />}
          aria-describedby={helperId}
          onClick={() => inputRef.current?.click()}
        >
          {file ? 'Change Logo' : 'Choose Logo'}
        </Button>
        <input ref={inputRef} type="file" accept="image/*" hidden onChange={choose} />
        {file && (
          <Button color="inherit" onClick={() => onChange(null)}>
            Remove Logo
          </Button>
        )}
      </Box>
      {file && (
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {file.name}
        </Typography>
      )}
      <FormHelperText id={helperId} error={Boolean(error)}>
        {error ?? orgMessages.logoGuidance}
      </FormHelperText>
    </Box>
  );
}
