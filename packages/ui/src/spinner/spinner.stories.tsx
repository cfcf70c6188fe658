import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './spinner.js';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  parameters: {
    docs: {
      description: {
        component:
          '**When to use.** Show that something is under way with no known end; for a measurable task use ProgressBar.\n\n**Accessibility.** Has a label (announced as a status) unless it is decorative inside a control that already says it is busy.',
      },
    },
  },
  args: { label: 'Loading requests' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading requests');
    await expect(status.getBoundingClientRect().width).toBe(24);
  },
};

export const Playground: Story = { args: { size: 32 } };

export const Large: Story = {
  args: { size: 52 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status').getBoundingClientRect().width).toBe(52);
  },
};

export const CappedAtMaximum: Story = {
  args: { size: 200 },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('status').getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([52, 52]);
  },
};

export const Decorative: Story = {
  args: { label: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
    await expect(canvasElement.querySelector('.cui-spinner')).toHaveAttribute('aria-hidden', 'true');
  },
};
