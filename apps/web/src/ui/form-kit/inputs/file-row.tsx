import type { FileValue } from '@atrium/domain/entries/entries.schemas.ts';
import { storedFileUrl } from '@atrium/domain/uploads/uploads.contract.ts';
import CloseIcon from '@mui/icons-material/Close';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { InputRules } from './field-input-props.ts';
import { formatBytes, isLocalFile } from './file-items.ts';

interface FileRowProps {
  item: FileValue;
  rules: InputRules;
  disabled?: boolean;
  onChange: (item: FileValue) => void;
  onRemove: () => void;
}

/** An image shows a small preview: from memory before upload, from the file API after it. */
function usePreview(item: FileValue): string | null {
  const [url, setUrl] = useState<string | null>(null);
  const isImage = (item.type ?? '').startsWith('image/');
  useEffect(() => {
    if (!isImage) return setUrl(null);
    if (!isLocalFile(item)) return setUrl(storedFileUrl(item.id));
    const objectUrl = URL.createObjectURL(item.file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [item, isImage]);
  return url;
}

export function FileRow({ item, rules, disabled, onChange, onRemove }: FileRowProps) {
  const preview = usePreview(item);
  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        {preview ? (
          <Box
            component="img"
            src={preview}
            alt={`Preview of ${item.name}`}
            sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 0.5 }}
          />
        ) : (
          <InsertDriveFileIcon aria-hidden color="action" />
        )}
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {item.name}
          </Typography>
          {item.size !== undefined && (
            <Typography variant="caption" color="text.secondary">
              {formatBytes(item.size)}
            </Typography>
          )}
        </Box>
        <IconButton aria-label={`Remove ${item.name}`} onClick={onRemove} disabled={disabled}>
          <CloseIcon />
        </IconButton>
      </Box>
      {rules.addMetaData && rules.metaDataFields.length > 0 && (
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            mt: 1,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {rules.metaDataFields.map((meta) => (
            <TextField
              key={meta.id}
              size="small"
              label={`${meta.label} of ${item.name}`}
              type={meta.type === 'text' ? 'text' : meta.type}
              disabled={disabled}
              value={item.metaData[meta.id] ?? ''}
              slotProps={meta.type === 'date' ? { inputLabel: { shrink: true } } : undefined}
              onChange={(event) => {
                const text = event.target.value;
                const stored = meta.type === 'number' && text !== '' ? Number(text) : text;
                onChange({ ...item, metaData: { ...item.metaData, [meta.id]: stored } });
              }}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
