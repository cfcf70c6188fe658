import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './progress-bar.js';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  parameters: {
    docs: {
      description: {
        component:
          '**When to use.** Show how far a task with a known end has gone (an upload); for an unknown wait use Spinner.\n\n**Accessibility.** `role="progressbar"` with its name and `aria-valuenow`; the percentage can be shown as text too.',
      },
    },
  },
  args: { label: 'Uploading report.pdf', value: 40 },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading report.pdf' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    const fill = bar.querySelector<HTMLElement>('.cui-progress__fill')!;
    // docs/limits.md#business-constants: the width moves over 1 s.
    await expect(getComputedStyle(fill).transitionDuration).toBe('1s');
    await expect(fill.style.width).toBe('40%');
  },
};

export const Playground: Story = { args: { showValue: true } };

export const WithValue: Story = {
  args: { value: 62.4, showValue: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '62');
    await expect(within(canvasElement).getByText('62%')).toBeVisible();
  },
};

export const Complete: Story = {
  args: { value: 100, showValue: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const Clamped: Story = {
  args: { value: 180 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const Indeterminate: Story = {
  args: { value: null, label: 'Loading requests' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Loading requests' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(getComputedStyle(bar.querySelector('.cui-progress__fill')!).animationName).toBe(
      'cui-progress-indeterminate',
    );
  },
};
