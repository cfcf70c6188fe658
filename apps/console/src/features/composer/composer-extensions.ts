import { Extension, type Extensions } from '@tiptap/react';
import { Link } from '@tiptap/extension-link';
import { StarterKit } from '@tiptap/starter-kit';

// The composer can only make what the server's sanitizer keeps (apps/api MESSAGE_TAGS): paragraphs, line
// breaks, bold, italic, lists, links, blockquotes and inline code. Every other node or mark of the starter
// kit is switched off, so pasted headings, rules, strikes or code blocks turn into paragraphs and plain text
// instead of being dropped silently by the server.

/** Link schemes the server keeps. */
export const LINK_SCHEMES = ['http', 'https', 'mailto'] as const;
const LINK_PATTERN = /^(?:https?|mailto):/i;

/** True for an address the composer may link to. */
export const isAllowedLink = (href: string): boolean => LINK_PATTERN.test(href.trim());

/** The editor's extensions; `onLinkShortcut` runs on Mod-K (the link field lives in React). */
export function createComposerExtensions(options: { onLinkShortcut?: () => void } = {}): Extensions {
  return [
    StarterKit.configure({
      heading: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      link: false,
    }),
    Link.configure({
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      protocols: ['mailto'],
      defaultProtocol: 'https',
      isAllowedUri: (url) => isAllowedLink(url),
    }),
    Extension.create({
      name: 'consoleLinkShortcut',
      addKeyboardShortcuts: () => ({
        'Mod-k': () => {
          options.onLinkShortcut?.();
          return Boolean(options.onLinkShortcut);
        },
      }),
    }),
  ];
}
