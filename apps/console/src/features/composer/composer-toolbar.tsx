import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import { TEXTS } from '../../app/texts';

type Format = 'bold' | 'italic' | 'bulletList' | 'orderedList' | 'blockquote' | 'code' | 'link';

/** A chain link (no emoji: the glyph would depend on the system's fonts). */
const LINK_ICON = (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </svg>
);

/** The buttons, their shortcut (shown in the tooltip) and the command they run. */
const BUTTONS: readonly { format: Format; label: string; shortcut: string; glyph: ReactNode }[] = [
  { format: 'bold', label: TEXTS.composer.bold, shortcut: 'Ctrl+B', glyph: 'B' },
  { format: 'italic', label: TEXTS.composer.italic, shortcut: 'Ctrl+I', glyph: 'I' },
  { format: 'bulletList', label: TEXTS.composer.bulletList, shortcut: 'Ctrl+Shift+8', glyph: '•' },
  { format: 'orderedList', label: TEXTS.composer.orderedList, shortcut: 'Ctrl+Shift+7', glyph: '1.' },
  { format: 'blockquote', label: TEXTS.composer.blockquote, shortcut: 'Ctrl+Shift+B', glyph: '❝' },
  { format: 'code', label: TEXTS.composer.code, shortcut: 'Ctrl+E', glyph: '</>' },
  { format: 'link', label: TEXTS.composer.link, shortcut: 'Ctrl+K', glyph: LINK_ICON },
];

function run(editor: Editor, format: Exclude<Format, 'link'>) {
  const chain = editor.chain().focus();
  const commands = {
    bold: () => chain.toggleBold(),
    italic: () => chain.toggleItalic(),
    bulletList: () => chain.toggleBulletList(),
    orderedList: () => chain.toggleOrderedList(),
    blockquote: () => chain.toggleBlockquote(),
    code: () => chain.toggleCode(),
  };
  commands[format]().run();
}

/**
 * The formatting toolbar (WAI-ARIA toolbar pattern): one tab stop, arrow keys, Home and End move between
 * buttons; each button says whether its format is on at the cursor with `aria-pressed`.
 */
export function ComposerToolbar({ editor, onLink }: { editor: Editor; onLink: () => void }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(BUTTONS.map(({ format }) => [format, current.isActive(format)])) as Record<
        Format,
        boolean
      >,
  });
  const [focusIndex, setFocusIndex] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = BUTTONS.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: focusIndex === last ? 0 : focusIndex + 1,
      ArrowLeft: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setFocusIndex(next);
    refs.current[next]?.focus();
  };

  return (
    <div
      className="composer__toolbar"
      role="toolbar"
      aria-label={TEXTS.composer.toolbar}
      onKeyDown={onKeyDown}
    >
      {BUTTONS.map(({ format, label, shortcut, glyph }, index) => (
        <button
          key={format}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          className={`composer__tool composer__tool--${format}`}
          aria-label={label}
          aria-pressed={active[format]}
          aria-keyshortcuts={shortcut.replace('Ctrl', 'Control')}
          title={`${label} (${shortcut})`}
          tabIndex={index === focusIndex ? 0 : -1}
          onFocus={() => setFocusIndex(index)}
          onClick={() => (format === 'link' ? onLink() : run(editor, format))}
        >
          <span aria-hidden="true">{glyph}</span>
        </button>
      ))}
    </div>
  );
}
