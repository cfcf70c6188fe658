import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../badge/badge.js';
import { ItemList, ItemListRow } from './item-list.js';

const meta = {
  title: 'Components/ItemList',
  component: ItemList,
  parameters: {
    docs: {
      description: {
        component:
          "**When to use.** A list of items to open: requests, conversations, each with a title link and a line of facts.\n\n**Accessibility.** A labelled list (`aria-label`); each row's title is a link, facts are text; on narrow screens facts wrap, nothing scrolls sideways.",
      },
    },
  },
  args: { label: 'Open requests', children: null },
  render: (args) => (
    <ItemList {...args}>
      <ItemListRow
        title={<a href="#request-101">Find a plumber</a>}
        meta={
          <>
            <Badge tone="info">In Queue</Badge>
            <span>Created 11/03/26</span>
            <Badge tone="attention">Waiting on you</Badge>
          </>
        }
      />
      <ItemListRow
        title={
          <a href="#request-102">Plan a trip to Lisbon with a very long title that has to wrap somewhere</a>
        }
        meta={<span>Created 11/02/26</span>}
      />
      <ItemListRow title="A row without a link or facts" />
    </ItemList>
  ),
} satisfies Meta<typeof ItemList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Open requests' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    // The title leads each row (a link, reached by Tab), the facts follow it.
    await expect(within(rows[0]!).getByRole('link', { name: 'Find a plumber' })).toBeVisible();
    await expect(rows[0]).toHaveTextContent('Find a plumberIn QueueCreated 11/03/26Waiting on you');
    await expect(rows[2]!.querySelector('.cui-item-list__meta')).toBeNull();
  },
};

/** Narrow screens: the facts wrap under the title, nothing scrolls sideways. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Open requests' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
