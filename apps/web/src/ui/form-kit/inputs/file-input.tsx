import AttachFileIcon from '@mui/icons-material/AttachFile';
import PhotoCameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type ChangeEvent, useRef, useState } from 'react';
import { visuallyHidden } from '../../page-heading.tsx';
import { FieldGroup } from './field-group.tsx';
import type { FieldInputProps } from './field-input-props.ts';
import { acceptAttribute, fileItems, localFile, selectionProblem } from './file-items.ts';
import { FileRow } from './file-row.tsx';

/** Attachments: chosen (or photographed) files with their checks, previews and metadata. */
export function FileInput(props: FieldInputProps) {
  const { id, label, rules, value, onChange, disabled } = props;
  const chooser = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const items = fileItems(value);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (chosen.length === 0) return;
    const refused = selectionProblem(rules, items, chosen);
    setProblem(refused);
    if (!refused) onChange([...items, ...chosen.map(localFile)]);
  };

  return (
    <FieldGroup {...props} error={problem ?? props.error} component="fieldset">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<AttachFileIcon />}
          disabled={disabled}
          onClick={() => chooser.current?.click()}
        >
          Choose {rules.multiple ? 'files' : 'a file'} for {label}
        </Button>
        {rules.allowCamera && (
          <Button
            variant="outlined"
            startIcon={<PhotoCameraIcon />}
            disabled={disabled}
            onClick={() => camera.current?.click()}
          >
            Take a photo
          </Button>
        )}
      </Box>
      <input
        ref={chooser}
        id={id}
        type="file"
        tabIndex={-1}
        aria-label={`${label} files`}
        multiple={rules.multiple}
        accept={acceptAttribute(rules)}
        onChange={choose}
        style={visuallyHidden}
      />
      {rules.allowCamera && (
        <input
          ref={camera}
          type="file"
          tabIndex={-1}
          aria-label={`${label} photo`}
          accept="image/*"
          capture="environment"
          onChange={choose}
          style={visuallyHidden}
        />
      )}
      {items.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1 }}>
          {items.map((item) => (
            <FileRow
              key={item.id}
              item={item}
              rules={rules}
              disabled={disabled}
              onChange={(next) =>
                onChange(items.map((candidate) => (candidate.id === item.id ? next : candidate)))
              }
              onRemove={() => {
                setProblem(null);
                onChange(items.filter((candidate) => candidate.id !== item.id));
              }}
            />
          ))}
        </Box>
      )}
    </FieldGroup>
  );
}
