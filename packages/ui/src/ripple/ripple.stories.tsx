import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Ripple } from './ripple.js';

const meta = {
  title: 'Components/Ripple',
  component: Ripple,
  render: () => (
    <button
      type="button"
      className="cui-button cui-button--secondary"
      style={{ position: 'relative', width: 240, height: 96 }}
    >
      Press me
      <Ripple />
    </button>
  ),
} satisfies Meta<typeof Ripple>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const host = within(canvasElement).getByRole('button', { name: 'Press me' });
    await userEvent.pointer({ keys: '[MouseLeft>]', target: host, coords: { clientX: 40, clientY: 40 } });
    const wave = host.querySelector<HTMLElement>('.cui-ripple__wave');
    await expect(wave).not.toBeNull();
    // SPEC §9: about 401 ms.
    await expect(getComputedStyle(wave!).animationDuration).toBe('0.401s');
    await userEvent.pointer({ keys: '[/MouseLeft]', target: host });
    // Each wave removes itself when its animation ends.
    await waitFor(() => expect(host.querySelector('.cui-ripple__wave')).toBeNull(), { timeout: 3000 });
  },
};

export const Disabled: Story = {
  render: () => (
    <button
      type="button"
      disabled
      className="cui-button cui-button--primary"
      style={{ position: 'relative' }}
    >
      Unavailable
      <Ripple />
    </button>
  ),
  play: async ({ canvasElement }) => {
    const host = within(canvasElement).getByRole('button');
    host.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await expect(host.querySelector('.cui-ripple__wave')).toBeNull();
  },
};
