import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from './alert.js';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { children: 'File size exceeds 25 MB, please upload a smaller file.' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('File size exceeds 25 MB, please upload a smaller file.');
    await expect(alert.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Playground: Story = { args: { title: 'Upload failed' } };

export const WithTitle: Story = {
  args: { title: 'Unable to sign in', children: 'Unable to sign in at this time. Please try again later.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/^Unable to sign in/);
  },
};
