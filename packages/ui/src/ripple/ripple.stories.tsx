import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Ripple } from './ripple.js';

const meta = {
  title: 'Components/Ripple',
  component: Ripple,
  parameters: {
    docs: {
      description: {
        component:
          "**When to use.** The press feedback of buttons and chips; used inside the kit's components, rarely on its own.\n\n**Accessibility.** Purely visual (`aria-hidden`), and off for readers who ask for reduced motion.",
      },
    },
  },
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
    const wave = host.querySelector<HTMLElement>('.cui-ripple__wave');
    await expect(wave).not.toBeNull();
    // A press changes no layout: no element comes or goes and no box is restyled, so a page still
    // owing a scroll adjustment cannot move the button between pointerdown and pointerup.
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(host, { subtree: true, childList: true, attributes: true });
    await userEvent.pointer({ keys: '[MouseLeft>]', target: host, coords: { clientX: 40, clientY: 40 } });
    const [animation] = wave!.getAnimations();
    // docs/limits.md#business-constants: about 401 ms.
    await expect(animation?.effect?.getTiming().duration).toBe(401);
    await userEvent.pointer({ keys: '[/MouseLeft]', target: host });
    changes.push(...observer.takeRecords());
    observer.disconnect();
    await expect(changes).toEqual([]);
    // The wave runs once and is gone.
    await waitFor(() => expect(wave!.getAnimations()).toEqual([]), { timeout: 3000 });
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
    await expect(host.querySelector('.cui-ripple__wave')!.getAnimations()).toEqual([]);
  },
};
