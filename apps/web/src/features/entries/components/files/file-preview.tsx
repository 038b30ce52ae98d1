import type { FileValue } from '@atrium/domain/entries/entries.schemas.ts';
import type { MetadataField } from '@atrium/domain/fields/field-config.schemas.ts';
import { extensionOf } from '@atrium/domain/uploads/upload-rules.ts';
import { storedFileUrl } from '@atrium/domain/uploads/uploads.contract.ts';
import { fileMessages } from '@atrium/domain/uploads/uploads.messages.ts';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useObjectUrl, useStoredFile } from './use-stored-file.ts';

const IMAGE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.webp', '.gif'];

type PreviewKind = 'image' | 'pdf' | 'other';

function previewKind(file: FileValue): PreviewKind {
  const extension = extensionOf(file.name);
  if (file.type?.startsWith('image/') || IMAGE_EXTENSIONS.includes(extension)) return 'image';
  if (file.type === 'application/pdf' || extension === '.pdf') return 'pdf';
  return 'other';
}

export interface FilePreviewProps {
  file: FileValue;
  /** The field's metadata fields, for their labels; values without a field show under their id. */
  metaDataFields?: readonly MetadataField[];
}

/**
 * A stored attachment: images inline (at most 400 px high), PDFs in a frame (at most 500 px), other files
 * as a download link; then its metadata. A preview that fails to load offers Retry.
 */
export function FilePreview({ file, metaDataFields = [] }: FilePreviewProps) {
  const kind = previewKind(file);
  return (
    <Stack spacing={1} component="figure" sx={{ m: 0 }}>
      {kind === 'other' ? (
        <Link
          href={storedFileUrl(file.id)}
          download={file.name}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <DownloadIcon fontSize="small" aria-hidden />
          {`Download ${file.name}`}
        </Link>
      ) : (
        <LoadedPreview file={file} kind={kind} />
      )}
      <MetadataList file={file} metaDataFields={metaDataFields} />
    </Stack>
  );
}

function LoadedPreview({ file, kind }: { file: FileValue; kind: 'image' | 'pdf' }) {
  const stored = useStoredFile(file.id);
  const url = useObjectUrl(stored.data);
  if (stored.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void stored.refetch()}>
            Retry
          </Button>
        }
      >
        {fileMessages.previewFailed}
      </Alert>
    );
  }
  if (!url) return <CircularProgress size={24} aria-label={`Loading preview of ${file.name}`} />;
  if (kind === 'image') {
    return (
      <Box
        component="img"
        src={url}
        alt={file.name}
        sx={{ display: 'block', maxWidth: '100%', maxHeight: 400, objectFit: 'contain' }}
      />
    );
  }
  return (
    <Box
      component="iframe"
      src={url}
      title={`Preview of ${file.name}`}
      sx={{ width: '100%', height: 500, maxHeight: 500, border: 0 }}
    />
  );
}

function MetadataList({ file, metaDataFields }: Required<FilePreviewProps>) {
  const labels = new Map(metaDataFields.map((field) => [field.id, field.label]));
  const entries = Object.entries(file.metaData ?? {}).filter(([, value]) => value !== null && value !== '');
  return (
    <Box component="figcaption">
      <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {file.name}
      </Typography>
      {entries.length > 0 && (
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}>
          {entries.map(([id, value]) => (
            <Box key={id} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {labels.get(id) ?? id}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {String(value)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
