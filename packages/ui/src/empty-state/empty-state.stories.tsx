import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/button.js';
import { EmptyState } from './empty-state.js';

const meta = {
  title: 'Layout/EmptyState',
  component: EmptyState,
  parameters: {
    docs: {
      description: {
        component:
          '**When to use.** Say what a list or page shows when it has nothing yet, and offer the next step (e.g. "New request").\n\n**Accessibility.** The title is a heading at the level you set; the action is a real button or link.',
      },
    },
  },
  args: { title: 'No open requests', description: 'Requests you send appear here.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No open requests' })).toBeVisible();
    await expect(canvas.getByText('Requests you send appear here.')).toBeVisible();
  },
};

export const Playground: Story = { args: { headingLevel: 2 } };

export const WithAction: Story = {
  args: { action: <Button>Start a request</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Start a request' })).toBeVisible();
  },
};
