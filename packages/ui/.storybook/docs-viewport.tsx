import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { useState, type PropsWithChildren } from 'react';

// Storybook's own viewport menu only acts on the canvas: a docs page shows its stories at the docs column's
// width. This switch, above every component's docs page, narrows each story there to a phone's or a
// tablet's width, so a designer reads the page and sees how the component reflows without leaving it.

/** The widths offered; `null` is the docs column's own width. */
const VIEWPORTS = [
  { name: 'Phone', width: 320 },
  { name: 'Tablet', width: 768 },
  { name: 'Desktop', width: null },
] as const;

type Width = (typeof VIEWPORTS)[number]['width'];

/** True on a docs page that shows stories (a component's), not on a page of prose (Introduction). */
function showsStories(context: DocsContainerProps['context']): boolean {
  const attached = (context as { attachedCSFFiles?: Set<unknown> }).attachedCSFFiles;
  return (attached?.size ?? 0) > 0;
}

export function ViewportDocsContainer({ children, context, theme }: PropsWithChildren<DocsContainerProps>) {
  const [width, setWidth] = useState<Width>(null);
  return (
    <DocsContainer context={context} theme={theme}>
      {showsStories(context) ? (
        <div className="cui-docs-viewport" role="group" aria-label="Viewport">
          <span className="cui-docs-viewport__label" aria-hidden="true">
            Viewport
          </span>
          {VIEWPORTS.map((viewport) => (
            <button
              key={viewport.name}
              type="button"
              className="cui-docs-viewport__button"
              aria-pressed={width === viewport.width}
              onClick={() => setWidth(viewport.width)}
            >
              {viewport.width ? `${viewport.name} (${viewport.width} px)` : viewport.name}
            </button>
          ))}
        </div>
      ) : null}
      <style>{`
        .cui-docs-viewport { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin: 0 0 16px; }
        .cui-docs-viewport__label { font: 600 13px/1.4 system-ui, sans-serif; color: #1f2933; }
        .cui-docs-viewport__button {
          font: 14px/1.4 system-ui, sans-serif; padding: 4px 12px; border-radius: 999px; cursor: pointer;
          border: 1px solid #6b7785; background: #ffffff; color: #1f2933;
        }
        .cui-docs-viewport__button[aria-pressed='true'] { background: #0b5563; border-color: #0b5563; color: #ffffff; }
        .cui-docs-viewport__button:focus-visible { outline: 2px solid #1a5fd0; outline-offset: 2px; }
        ${width ? `.docs-story > div:first-child { max-width: ${width}px; margin-inline: auto; }` : ''}
      `}</style>
      {children}
    </DocsContainer>
  );
}
