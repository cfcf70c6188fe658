import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from './alert.js';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  parameters: {
    docs: {
      description: {
        component:
          "**When to use.** Show an error or a refusal the person must read now: a file that is too large, a form that could not be sent, the server's reason for refusing something. For a passing confirmation use Message or Toast; for a field's own error, the field's `errorMessage`.\n\n**Accessibility.** Rendered with `role=\"alert\"`, so screen readers announce it as soon as it appears; the icon is decorative, the words carry the meaning. Keep it to what went wrong and what to do.",
      },
    },
  },
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
