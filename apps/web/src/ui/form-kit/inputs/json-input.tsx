import { json } from '@codemirror/lang-json';
import Box from '@mui/material/Box';
import { basicSetup, EditorView } from 'codemirror';
import { useEffect, useRef } from 'react';
import { FieldGroup } from './field-group.tsx';
import type { FieldInputProps } from './field-input-props.ts';

const ROWS = 6;

function textOfJson(value: unknown): string {
  if (value === '' || value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

/**
 * Parses what was typed: the parsed value, '' when empty, or undefined when it is not JSON yet. The spec's
 * editor ignores invalid input, so the field keeps its last valid value while the text is being written.
 */
function parsed(text: string): unknown {
  if (text.trim() === '') return '';
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function JsonInput(props: FieldInputProps) {
  const { id, value, onChange, disabled } = props;
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const emitted = useRef<unknown>(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the editor is made once; value and disabled sync below.
  useEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({
      parent: host.current,
      doc: textOfJson(value),
      extensions: [
        basicSetup,
        json(),
        EditorView.lineWrapping,
        EditorView.editable.of(!disabled),
        EditorView.contentAttributes.of({
          id,
          'aria-labelledby': `${id}-label`,
          'aria-multiline': 'true',
          role: 'textbox',
        }),
        EditorView.updateListener.of((update) => {
          if (!update.docChanged) return;
          const next = parsed(update.state.doc.toString());
          if (next === undefined) return;
          emitted.current = next;
          onChangeRef.current(next);
        }),
      ],
    });
    view.current = editor;
    return () => editor.destroy();
  }, []);

  // A value from outside (prefill, draft, reset) replaces the text.
  useEffect(() => {
    const editor = view.current;
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: textOfJson(value) } });
  }, [value]);

  return (
    <FieldGroup {...props}>
      <Box
        ref={host}
        sx={{
          border: 1,
          borderColor: props.error ? 'error.main' : 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          opacity: disabled ? 0.6 : 1,
          '& .cm-editor': { minHeight: `${ROWS * 1.4 + 0.8}em`, fontSize: 14 },
          '& .cm-scroller': { minHeight: `${ROWS * 1.4 + 0.8}em` },
          '& .cm-focused': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      />
    </FieldGroup>
  );
}
