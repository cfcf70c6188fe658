import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ClockContext } from '../clock/clock.js';
import { createManualClock } from '../clock/manual-clock.js';
import { Countdown } from './countdown.js';

// The play function moves a manual clock instead of waiting for real seconds.
const clock = createManualClock();

const meta = {
  title: 'Components/Countdown',
  component: Countdown,
  parameters: {
    docs: {
      description: {
        component:
          '**When to use.** Show a wait counting down each second, e.g. under a "try again later" alert after too many attempts.\n\n**Accessibility.** `role="timer"`: readable at any time but never announced every second, which would drown everything else.',
      },
    },
  },
  args: {
    start: { seconds: 3 },
    children: (seconds: number) => `You can ask for a new code in ${seconds} s.`,
  },
  decorators: [
    (Story) => (
      <ClockContext value={clock}>
        <Story />
      </ClockContext>
    ),
  ],
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).toHaveTextContent('You can ask for a new code in 3 s.');
    // The count starts once the line is on screen (its effect has run).
    await waitFor(() => expect(clock.pending()).toBe(1));
    clock.advance(1000);
    await waitFor(() => expect(timer).toHaveTextContent('You can ask for a new code in 2 s.'));
    clock.advance(2000);
    await waitFor(() => expect(within(canvasElement).queryByRole('timer')).toBeNull());
    await expect(clock.pending()).toBe(0);
  },
};
