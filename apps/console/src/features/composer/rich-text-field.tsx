import { useEffect, useId, useMemo, useState } from 'react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { FieldErrorLine } from '@concierge/ui';
import { ComposerToolbar } from './composer-toolbar';
import { createComposerExtensions } from './composer-extensions';
import { LinkField } from './link-field';
import './composer.css';

interface RichTextFieldProps {
  /** The editable element's id: a form moves the focus there when the field is invalid. */
  id?: string | undefined;
  label: string;
  /** The HTML it starts with (a saved reply being edited); read once. */
  initialHtml: string;
  /** Shown under the editor with the kit's alert icon; marks the editor invalid. */
  errorMessage?: string | undefined;
  /** The editor once made (null until then): the form reads its HTML on submit and focuses it on an error. */
  onEditor: (editor: Editor | null) => void;
  onChange?: () => void;
}

/**
 * A form field holding the composer's rich text (same marks, toolbar, link field and shortcuts as the reply,
 * so what is written here is what the composer inserts), laid out like the kit's fields.
 */
export function RichTextField({
  id,
  label,
  initialHtml,
  errorMessage,
  onEditor,
  onChange,
}: RichTextFieldProps) {
  const labelId = useId();
  const errorId = `${labelId}-error`;
  const [linkOpen, setLinkOpen] = useState(false);
  const extensions = useMemo(() => createComposerExtensions({ onLinkShortcut: () => setLinkOpen(true) }), []);
  const [content] = useState(initialHtml);
  const editor = useEditor({
    extensions,
    content,
    // The CSP refuses injected <style> elements: the base styles ship in composer.css instead.
    injectCSS: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        // Written in either direction: an English reply on an Arabic page runs left to right.
        dir: 'auto',
        'aria-labelledby': labelId,
        class: 'composer__editor',
        ...(id ? { id } : {}),
      },
    },
    onUpdate: () => onChange?.(),
  });

  useEffect(() => {
    onEditor(editor);
    return () => onEditor(null);
  }, [editor, onEditor]);

  // The contenteditable is ProseMirror's, not React's: its invalid state goes through the editor's props.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const attributes: Record<string, string> = {
      role: 'textbox',
      'aria-multiline': 'true',
      dir: 'auto',
      'aria-labelledby': labelId,
      class: 'composer__editor',
      ...(id ? { id } : {}),
    };
    if (errorMessage) {
      attributes['aria-invalid'] = 'true';
      attributes['aria-describedby'] = errorId;
    }
    editor.setOptions({ editorProps: { attributes } });
  }, [editor, errorMessage, errorId, labelId, id]);

  return (
    <div className={`cui-field rich-text-field${errorMessage ? ' cui-field--invalid' : ''}`}>
      {/* Not a <label>: a contenteditable is not labelable; it is named by aria-labelledby instead. */}
      <span className="cui-field__label" id={labelId}>
        {label}
      </span>
      {editor ? <ComposerToolbar editor={editor} onLink={() => setLinkOpen(true)} /> : null}
      {editor && linkOpen ? <LinkField editor={editor} onClose={() => setLinkOpen(false)} /> : null}
      <EditorContent editor={editor} />
      {errorMessage ? <FieldErrorLine id={errorId} message={errorMessage} /> : null}
    </div>
  );
}
