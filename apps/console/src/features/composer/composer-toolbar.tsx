import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import { useKitLocale } from '@concierge/ui';
import { TEXTS } from '../../app/texts';

type Format = 'bold' | 'italic' | 'bulletList' | 'orderedList' | 'blockquote' | 'code' | 'link';

/** A chain link (no emoji: the glyph would depend on the system's fonts). */
const LINK_ICON = (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </svg>
);

/**
 * The buttons, their shortcut (shown in the tooltip) and the command they run. Each button's name is its
 * format's text, read when rendering (the language may change); the glyphs are icons, the same in every
 * language, as in the common editors' toolbars.
 */
const BUTTONS: readonly { format: Format; shortcut: string; glyph: ReactNode }[] = [
  { format: 'bold', shortcut: 'Ctrl+B', glyph: 'B' },
  { format: 'italic', shortcut: 'Ctrl+I', glyph: 'I' },
  { format: 'bulletList', shortcut: 'Ctrl+Shift+8', glyph: '•' },
  { format: 'orderedList', shortcut: 'Ctrl+Shift+7', glyph: '1.' },
  { format: 'blockquote', shortcut: 'Ctrl+Shift+B', glyph: '❝' },
  { format: 'code', shortcut: 'Ctrl+E', glyph: '</>' },
  { format: 'link', shortcut: 'Ctrl+K', glyph: LINK_ICON },
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
  // Arrows follow the reading direction: in right to left, the left arrow goes to the next button.
  const rtl = useKitLocale().dir === 'rtl';

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = BUTTONS.length - 1;
    const following = focusIndex === last ? 0 : focusIndex + 1;
    const preceding = focusIndex === 0 ? last : focusIndex - 1;
    const moves: Record<string, number> = {
      ArrowRight: rtl ? preceding : following,
      ArrowLeft: rtl ? following : preceding,
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
      {BUTTONS.map(({ format, shortcut, glyph }, index) => {
        const label = TEXTS.composer[format];
        return (
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
            title={TEXTS.composer.withShortcut(label, shortcut)}
            tabIndex={index === focusIndex ? 0 : -1}
            onFocus={() => setFocusIndex(index)}
            onClick={() => (format === 'link' ? onLink() : run(editor, format))}
          >
            <span aria-hidden="true">{glyph}</span>
          </button>
        );
      })}
    </div>
  );
}
