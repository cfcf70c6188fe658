import { createContext, useContext, type ReactElement } from 'react';
import { sanitizeMessageHtml } from '../../thread/sanitize.js';

// Message HTML in emails without React's raw-HTML prop (banned by the lint rule outside the kit's one
// SafeHtml component, SECURITY.md): a template renders a placeholder for each message body and collects the body,
// sanitized by the server's message sanitizer; after React has rendered the email to a string, each
// placeholder is replaced by its sanitized HTML. This is the one path message HTML takes into an email.

const PLACEHOLDER = /<div data-message-html="(\d+)"><\/div>/g;

/** The sanitized bodies of the email being rendered, in placeholder order. */
const MessageBodies = createContext<string[] | null>(null);

/** A message body's place in a template: filled with its sanitized HTML by `renderMessageHtml`. */
export function MessageHtml(props: { html: string }) {
  const bodies = useContext(MessageBodies);
  if (!bodies) throw new Error('MessageHtml renders only inside renderMessageHtml');
  const slot = bodies.push(sanitizeMessageHtml(props.html)) - 1;
  return <div data-message-html={slot} />;
}

/**
 * Renders a template with `render` and fills in its message bodies. React escapes everything else, so the
 * only markup in the result that React did not write is what the sanitizer let through.
 */
export async function renderMessageHtml(
  element: ReactElement,
  render: (element: ReactElement) => Promise<string>,
): Promise<string> {
  const bodies: string[] = [];
  const markup = await render(<MessageBodies.Provider value={bodies}>{element}</MessageBodies.Provider>);
  return markup.replace(PLACEHOLDER, (_match, slot: string) => `<div>${bodies[Number(slot)] ?? ''}</div>`);
}
