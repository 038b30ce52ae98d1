import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useEffect } from 'react';
import { FieldGroup } from './field-group.tsx';
import { type FieldInputProps, textOf } from './field-input-props.ts';

/** TipTap's empty document; stored as an empty string so 'required' sees it as empty. */
const EMPTY_HTML = '<p></p>';

type Mark = 'bold' | 'italic' | 'bulletList' | 'orderedList';
const TOOLS: { mark: Mark; label: string; icon: ReactNode }[] = [
  { mark: 'bold', label: 'Bold', icon: <FormatBold fontSize="small" /> },
  { mark: 'italic', label: 'Italic', icon: <FormatItalic fontSize="small" /> },
  { mark: 'bulletList', label: 'Bulleted list', icon: <FormatListBulleted fontSize="small" /> },
  { mark: 'orderedList', label: 'Numbered list', icon: <FormatListNumbered fontSize="small" /> },
];

/**
 * An editor TipTap has not destroyed. A form whose part suspends while code loads (a lazy input beside this one)
 * has its effects cleaned up, which destroys the editor, and run again before the new one is handed out: an
 * effect must not read a destroyed editor (its schema is gone).
 */
const live = (editor: Editor | null): editor is Editor => editor !== null && !editor.isDestroyed;

export function RichtextInput(props: FieldInputProps) {
  const { id, value, onChange, disabled } = props;
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false, underline: false })],
    content: textOf(value),
    editable: !disabled,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(props.error || props.helperText ? { 'aria-describedby': `${id}-message` } : {}),
        class: 'atrium-richtext',
      },
    },
    onUpdate: ({ editor: changed }) => {
      const html = changed.getHTML();
      onChange(html === EMPTY_HTML ? '' : html);
    },
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(
        TOOLS.map((tool) => [tool.mark, live(current) ? current.isActive(tool.mark) : false]),
      ),
  });

  // Prefill, drafts and the reset after submit replace the value from outside.
  useEffect(() => {
    if (!live(editor)) return;
    const html = textOf(value);
    if (html !== editor.getHTML() && !(html === '' && editor.isEmpty))
      editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    if (live(editor)) editor.setEditable(!disabled);
  }, [editor, disabled]);

  const run = (mark: Mark) => {
    const chain = editor?.chain().focus();
    if (!chain) return;
    if (mark === 'bold') chain.toggleBold().run();
    else if (mark === 'italic') chain.toggleItalic().run();
    else if (mark === 'bulletList') chain.toggleBulletList().run();
    else chain.toggleOrderedList().run();
  };

  return (
    <FieldGroup {...props}>
      <Box
        sx={{
          border: 1,
          borderColor: props.error ? 'error.main' : 'divider',
          borderRadius: 1,
          '& .atrium-richtext': { minHeight: 96, px: 1.5, py: 1, outline: 'none' },
          '&:focus-within': { borderColor: 'primary.main' },
        }}
      >
        <Box
          role="toolbar"
          aria-label={`${props.label} formatting`}
          sx={{ display: 'flex', gap: 0.5, p: 0.5 }}
        >
          {TOOLS.map((tool) => (
            <ToggleButton
              key={tool.mark}
              value={tool.mark}
              size="small"
              aria-label={tool.label}
              selected={Boolean(active?.[tool.mark])}
              disabled={disabled}
              onChange={() => run(tool.mark)}
            >
              {tool.icon}
            </ToggleButton>
          ))}
        </Box>
        <EditorContent editor={editor} />
      </Box>
    </FieldGroup>
  );
}
