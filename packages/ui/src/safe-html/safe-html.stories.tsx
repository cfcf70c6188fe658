import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MESSAGE_LINK_ATTRIBUTES } from '@concierge/api-client/constants';
import { SafeHtml } from './safe-html.js';
import { sanitizeMessageHtml } from './sanitize-message-html.js';
import { XSS_PAYLOADS, messageHtmlViolations } from './xss-payloads.js';

const meta = {
  title: 'Components/SafeHtml',
  component: SafeHtml,
  parameters: {
    docs: {
      description: {
        component:
          '**When to use.** Show HTML from a message safely: the allowed tags only, links made safe.\n\n**Accessibility.** Keeps the structure (paragraphs, lists, emphasis) screen readers use; links open safely in a new tab.',
      },
    },
  },
  args: {
    html:
      '<p>Hello, <strong>here</strong> is <em>what</em> I <u>found</u>:</p>' +
      '<ul><li>One</li><li>Two</li></ul><blockquote>Quoted</blockquote><p><code>code</code></p>' +
      '<p><a href="https://example.com/plans">The plans</a> or <a href="mailto:help@example.com">mail us</a></p>',
  },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Window properties a payload sets or calls if it ever runs. */
type Trap = { __xss?: number; __alerts?: number };
const trap = () => window as unknown as Trap & { alert: () => void };

export const Formatting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('here').tagName).toBe('STRONG');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    for (const name of ['The plans', 'mail us']) {
      const link = canvas.getByRole('link', { name });
      await expect(link).toHaveAttribute('target', MESSAGE_LINK_ATTRIBUTES.target);
      await expect(link).toHaveAttribute('rel', MESSAGE_LINK_ATTRIBUTES.rel);
    }
    // The descendants of SafeHtml's own element: exactly the message tags.
    await expect(messageHtmlViolations(canvasElement.firstElementChild!)).toEqual([]);
  },
};

export const UnsafeLinksAreText: Story = {
  args: {
    html:
      '<p><a href="javascript:alert(1)" target="_self">one</a> <a href="data:text/html,x">two</a> ' +
      '<a href="vbscript:x">three</a> <a href="/relative">four</a></p>',
  },
  play: async ({ canvasElement }) => {
    // Links without a kept address are plain text: no link role, no target, no rel.
    await expect(within(canvasElement).queryAllByRole('link')).toEqual([]);
    const anchors = canvasElement.querySelectorAll('a');
    await expect(anchors).toHaveLength(4);
    for (const anchor of anchors) await expect(anchor.getAttributeNames()).toEqual([]);
  },
};

export const AsSection: Story = {
  args: { as: 'section', className: 'story-body', html: '<p>In a section</p>' },
  play: async ({ canvasElement }) => {
    const holder = canvasElement.querySelector('.story-body');
    await expect(holder?.tagName).toBe('SECTION');
    await expect(holder?.innerHTML).toBe('<p>In a section</p>');
  },
};

/** Every payload of the shared list, rendered through SafeHtml in Chromium's real parser. */
export const XssPayloads: Story = {
  beforeEach: () => {
    const page = trap();
    const alert = page.alert;
    page.__xss = 0;
    page.__alerts = 0;
    page.alert = () => {
      page.__alerts = (page.__alerts ?? 0) + 1;
    };
    return () => {
      page.alert = alert;
    };
  },
  render: () => (
    <div>
      {XSS_PAYLOADS.map(({ title, html }) => (
        <SafeHtml key={title} className="payload" html={html} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const bodies = canvasElement.querySelectorAll('.payload');
    await expect(bodies).toHaveLength(XSS_PAYLOADS.length);
    await expect(Array.from(bodies).flatMap((body) => messageHtmlViolations(body))).toEqual([]);
    await expect(canvasElement.querySelectorAll('script, img, svg, style, form, iframe')).toHaveLength(0);
    // Each result is stable in this parser too: cleaning it again changes nothing (mutation XSS).
    for (const { title, html } of XSS_PAYLOADS) {
      const clean = sanitizeMessageHtml(html);
      await expect({ title, again: sanitizeMessageHtml(clean) }).toEqual({ title, again: clean });
    }
    // Give event-handler payloads (image errors, loads) their chance to run before counting.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect({ xss: trap().__xss, alerts: trap().__alerts }).toEqual({ xss: 0, alerts: 0 });
  },
};
