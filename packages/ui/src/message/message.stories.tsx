import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ClockContext } from '../clock/clock.js';
import { createManualClock } from '../clock/manual-clock.js';
import { Message } from './message.js';

// Life times run on a manual clock: the play function moves time itself instead of waiting for it.
const clock = createManualClock();

const meta = {
  title: 'Components/Message',
  component: Message,
  parameters: {
    docs: {
      description: {
        component:
          '**When to use.** A short inline message that informs, confirms, warns or reports an error within a page; may close itself or be closed.\n\n**Accessibility.** Announced politely (`role="status"`), or at once for errors; its tone has an icon and words, not colour alone; the close button is named.',
      },
    },
  },
  args: { children: 'Your request was sent to your concierge.', onClose: fn() },
  decorators: [
    (Story) => (
      <ClockContext value={clock}>
        <Story />
      </ClockContext>
    ),
  ],
} satisfies Meta<typeof Message>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const message = within(canvasElement).getByRole('status');
    await expect(message).toHaveTextContent('Your request was sent to your concierge.');
    await expect(within(message).queryByRole('button')).toBeNull();
    // docs/limits.md#business-constants: a 0.3 s fade.
    await expect(getComputedStyle(message).animationDuration).toBe('0.3s');
  },
};

export const Playground: Story = { args: { tone: 'info', closable: true } };

export const Closable: Story = {
  args: { closable: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const AutoHide: Story = {
  args: { lifeTime: 5000 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The life time starts once the message is on screen (its effect has run).
    await waitFor(() => expect(clock.pending()).toBe(1));
    clock.advance(4999);
    await expect(canvas.getByRole('status')).not.toHaveClass('cui-message--leaving');
    clock.advance(1);
    // The life time is over: the message fades out, then leaves the page.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveClass('cui-message--leaving'));
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const StaysWithoutLifeTime: Story = {
  play: async ({ canvasElement }) => {
    await expect(clock.pending()).toBe(0);
    clock.advance(60_000);
    await expect(within(canvasElement).getByRole('status')).not.toHaveClass('cui-message--leaving');
  },
};

export const Success: Story = { args: { tone: 'success', children: 'Saved.' } };

export const Warning: Story = { args: { tone: 'warning', children: 'Your session ends in 5 minutes.' } };

export const ErrorTone: Story = {
  args: { tone: 'error', children: 'Unable to reset password at this time. Please try again later.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveClass('cui-message--error');
  },
};
