import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './skeleton.js';

const meta = {
  title: 'Layout/Skeleton',
  component: Skeleton,
  parameters: {
    docs: {
      description: {
        component:
          '**When to use.** Hold a place for content that is loading, in its shape, so the page does not jump.\n\n**Accessibility.** Hidden from screen readers; say "Loading" once in a status near it, not once per skeleton.',
      },
    },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('.cui-skeleton')!;
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Playground: Story = { args: { shape: 'rect', width: 240, height: 120 } };

export const Circle: Story = {
  args: { shape: 'circle', width: 48 },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('.cui-skeleton')!.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([48, 48]);
  },
};

export const LoadingCard: Story = {
  render: () => (
    <div aria-busy="true" aria-label="Loading requests" role="group" style={{ width: 320 }}>
      <Skeleton shape="circle" />
      <Skeleton width="60%" />
      <Skeleton />
      <Skeleton shape="rect" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.cui-skeleton')).toHaveLength(4);
  },
};
