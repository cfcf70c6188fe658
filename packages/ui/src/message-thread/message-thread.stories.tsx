import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MESSAGE_LINK_ATTRIBUTES } from '@concierge/api-client/constants';
import { AttachmentLink } from '../attachment-link/attachment-link.js';
import { formatDate, formatDateTime } from '../date/format-date.js';
import { MESSAGE_THREAD_TEXTS } from './message-thread-texts.js';
import { MessageThread, type ThreadAttachment, type ThreadMessage } from './message-thread.js';

const download = fn(async () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }));

const concierge: ThreadMessage = {
  id: 1,
  body_html:
    '<p>Hello! I have <strong>two options</strong> for you:</p><ul><li>Tuesday</li><li>Friday</li></ul>' +
    '<p><a href="https://example.com/slots">See the slots</a></p>',
  source_name: 'Ana (Concierge)',
  source: 'concierge',
  external_created_at: '2026-11-20T09:15:00Z',
  attachments: [],
};
const user: ThreadMessage = {
  id: 2,
  body_html: '<p>Friday works, thanks.</p>',
  source_name: 'Dana Demo',
  source: 'user',
  external_created_at: '2026-11-20T10:40:00Z',
  attachments: [],
};
const system: ThreadMessage = {
  id: 3,
  body_html: '<p>The request was reopened.</p>',
  source_name: 'Concierge',
  source: 'system',
  external_created_at: '2026-11-21T08:00:00Z',
  attachments: [],
};
const plan: ThreadAttachment = {
  key: 'uploads/1/floor-plan.pdf',
  filename: 'floor-plan.pdf',
  size: 248_000,
  url: '/api/v1/files/floor-plan.pdf',
  content_type: 'application/pdf',
};
const photo: ThreadAttachment = {
  key: 'uploads/1/kitchen.jpg',
  filename: 'kitchen.jpg',
  size: 1_900_000,
  url: '/api/v1/files/kitchen.jpg',
  content_type: 'image/jpeg',
};

const meta = {
  title: 'Components/MessageThread',
  component: MessageThread,
  parameters: {
    docs: {
      description: {
        component:
          "**When to use.** Show a request's conversation: messages from the person, the concierge and the system, with attachments and internal notes for staff.\n\n**Accessibility.** A list of articles in time order, each naming its author and time; the message HTML is cleaned to a safe set of tags, and direction follows each message's language.",
      },
    },
  },
  args: {
    messages: [concierge],
    renderAttachment: (attachment) => (
      <AttachmentLink
        name={attachment.filename}
        size={attachment.size}
        href={attachment.url}
        download={download}
      />
    ),
  },
} satisfies Meta<typeof MessageThread<ThreadAttachment>>;

export default meta;
type Story = StoryObj<typeof meta>;

const articleOf = (canvasElement: HTMLElement, author: string) =>
  within(canvasElement).getByRole('article', { name: MESSAGE_THREAD_TEXTS.messageFrom(author) });

export const Concierge: Story = {
  play: async ({ canvasElement }) => {
    const article = articleOf(canvasElement, 'Ana (Concierge)');
    await expect(article.closest('li')).toHaveClass('cui-message-thread__item--concierge');
    await expect(within(article).getByText('Ana (Concierge)')).toBeVisible();
    const time = article.querySelector('time');
    await expect(time).toHaveAttribute('datetime', concierge.external_created_at);
    await expect(time).toHaveTextContent(formatDate(concierge.external_created_at));
    // The body arrives as HTML and renders through SafeHtml.
    await expect(within(article).getByText('two options').tagName).toBe('STRONG');
    const link = within(article).getByRole('link', { name: 'See the slots' });
    await expect(link).toHaveAttribute('target', MESSAGE_LINK_ATTRIBUTES.target);
    await expect(link).toHaveAttribute('rel', MESSAGE_LINK_ATTRIBUTES.rel);
    await expect(within(article).queryByRole('list', { name: MESSAGE_THREAD_TEXTS.attachments })).toBeNull();
  },
};

export const User: Story = {
  args: { messages: [user] },
  play: async ({ canvasElement }) => {
    const article = articleOf(canvasElement, 'Dana Demo');
    await expect(article.closest('li')).toHaveClass('cui-message-thread__item--user');
    await expect(article).toHaveTextContent('Friday works, thanks.');
  },
};

export const System: Story = {
  args: { messages: [system] },
  play: async ({ canvasElement }) => {
    const item = articleOf(canvasElement, 'Concierge').closest('li')!;
    await expect(item).toHaveClass('cui-message-thread__item--system');
    // A status note has no card: its background is the page's.
    await expect(getComputedStyle(item).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    await expect(getComputedStyle(item).borderTopStyle).toBe('dashed');
  },
};

export const InternalNote: Story = {
  args: {
    messages: [
      concierge,
      { ...concierge, id: 9, body_html: '<p>VIP: call before noon.</p>', internal: true },
      { ...system, id: 10, body_html: '<p>Ana took this request.</p>', internal: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const items = canvasElement.querySelectorAll('li.cui-message-thread__item--internal');
    await expect(items).toHaveLength(2);
    // Marked in words, not only by its colour, and drawn on the warning surface.
    await expect(items[0]).toHaveTextContent(MESSAGE_THREAD_TEXTS.internal);
    await expect(getComputedStyle(items[0]!).backgroundColor).toBe('rgb(255, 244, 214)');
    await expect(canvasElement.querySelectorAll('li.cui-message-thread__item--concierge')).toHaveLength(2);
  },
};

export const Conversation: Story = {
  // Given newest first: the thread still reads oldest first.
  args: { messages: [system, user, concierge], showTime: true, timeZone: 'America/New_York' },
  play: async ({ canvasElement }) => {
    const names = within(canvasElement)
      .getAllByRole('article')
      .map((article) => article.getAttribute('aria-label'));
    await expect(names).toEqual(
      ['Ana (Concierge)', 'Dana Demo', 'Concierge'].map(MESSAGE_THREAD_TEXTS.messageFrom),
    );
    // 10:40 UTC, shown in the reader's zone (here fixed to New York) with the zone named.
    await expect(articleOf(canvasElement, 'Dana Demo').querySelector('time')).toHaveTextContent(
      formatDateTime(user.external_created_at, { timeZone: 'America/New_York' }),
    );
    await expect(articleOf(canvasElement, 'Dana Demo').querySelector('time')).toHaveTextContent(
      /^11\/20\/26 5:40\sAM EST$/,
    );
  },
};

export const Attachments: Story = {
  args: { messages: [{ ...user, attachments: [plan, photo] }] },
  play: async ({ canvasElement }) => {
    download.mockClear();
    const article = articleOf(canvasElement, 'Dana Demo');
    const files = within(article).getByRole('list', { name: MESSAGE_THREAD_TEXTS.attachments });
    await expect(within(files).getAllByRole('listitem')).toHaveLength(2);
    // Each file is the app's own download link (renderAttachment), found by its name.
    await userEvent.click(within(files).getByRole('link', { name: 'kitchen.jpg' }));
    await expect(download).toHaveBeenCalledTimes(1);
    await expect(within(files).getByRole('link', { name: 'floor-plan.pdf' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { messages: [], emptyDescription: 'Write the first reply below.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: MESSAGE_THREAD_TEXTS.empty })).toBeVisible();
    await expect(canvas.getByText('Write the first reply below.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

const longWord = 'Supercalifragilisticexpialidocious'.repeat(4);
const longAddress = `https://example.com/${'a-very-long-path-segment/'.repeat(6)}`;

export const LongTextAt320px: Story = {
  args: {
    messages: [
      {
        ...concierge,
        source_name: 'Maximiliana Alexandra Featherstonehaugh-Cholmondeley (Concierge)',
        body_html:
          `<p>${longWord} and <a href="${longAddress}">${longAddress}</a></p>` +
          `<pre>${'const answer = 42; '.repeat(8)}</pre>`,
        attachments: [{ ...plan, filename: `${'quarterly-report-final-'.repeat(4)}.pdf` }],
      },
    ],
  },
  decorators: [
    (Story) => (
      <div className="story-narrow" style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector<HTMLElement>('.story-narrow')!;
    // Nothing widens the page: long words, addresses, code and file names wrap inside 320 px.
    await expect(frame.scrollWidth).toBeLessThanOrEqual(320);
    for (const element of frame.querySelectorAll<HTMLElement>('article *')) {
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(
        frame.getBoundingClientRect().right + 0.5,
      );
    }
  },
};

/** A conversation in Arabic: the brand edge on the start side, dates and sizes in Arabic. */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: {
    showTime: true,
    timeZone: 'Asia/Dubai',
    messages: [
      {
        ...concierge,
        source_name: 'سلمى (المساعدة)',
        body_html:
          '<p>مرحبًا! لديّ <strong>خياران</strong> لك:</p><ul><li>الثلاثاء</li><li>الجمعة</li></ul>' +
          '<blockquote>هل يناسبك الصباح؟</blockquote>',
      },
      {
        ...user,
        source_name: 'دانة',
        body_html: '<p>الجمعة تناسبني، شكرًا.</p>',
        attachments: [plan],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article', { name: 'رسالة من دانة' });
    await expect(within(article).getByRole('list', { name: 'المرفقات' })).toBeVisible();
    const item = canvasElement.querySelector<HTMLElement>('li.cui-message-thread__item--concierge')!;
    // The brand edge is on the right, where an Arabic line starts.
    await expect(getComputedStyle(item).borderRightWidth).toBe('4px');
    await expect(getComputedStyle(item).borderLeftWidth).not.toBe('4px');
  },
};
