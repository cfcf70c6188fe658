import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.js';
import { createManualClock } from '../clock/manual-clock.js';
import { TOAST_AUTO_DISMISS_MS } from '../spec-constants.js';
import { installGlobalToasts } from './global-toasts.js';
import { createToastStore, type AddToastOptions, type ToastStore } from './toast-store.js';
import { ToastViewport } from './toast-viewport.js';

// Auto-dismissal runs on a manual clock: the play functions move time instead of waiting 10 s.
const clock = createManualClock();

function ToastDemo({
  store,
  message,
  options,
}: {
  store: ToastStore;
  message: string;
  options?: AddToastOptions;
}) {
  return (
    <>
      <Button onClick={() => store.add(message, options)}>Send toast</Button>
      <ToastViewport store={store} />
    </>
  );
}

function Demo(props: { message: string; options?: AddToastOptions }) {
  const [store] = useState(() => createToastStore({ clock }));
  return <ToastDemo store={store} {...props} />;
}

const meta = {
  title: 'Components/Toast',
  component: Demo,
  parameters: {
    docs: {
      description: {
        component:
          '**When to use.** A brief confirmation of something done elsewhere on the page ("Saved."), in a corner, that may dismiss itself.\n\n**Accessibility.** Toasts live in a labelled region and are announced politely and each can be closed with its named close button.',
      },
    },
  },
  args: { message: 'Your request was sent.' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const send = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Send toast' }));
const toasts = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Notifications' })).queryAllByRole('listitem');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await send(canvasElement);
    const [toast] = toasts(canvasElement);
    await expect(toast).toHaveTextContent('Your request was sent.');
    // docs/components.md: removed when the user clicks the close button labelled "Close".
    await userEvent.click(within(toast!).getByRole('button', { name: 'Close' }));
    await expect(toasts(canvasElement)).toHaveLength(0);
  },
};

export const Playground: Story = { args: { options: { type: 'success', autoDismiss: false } } };

export const Stacked: Story = {
  play: async ({ canvasElement }) => {
    await send(canvasElement);
    await send(canvasElement);
    await send(canvasElement);
    await expect(toasts(canvasElement)).toHaveLength(3);
    await userEvent.click(within(toasts(canvasElement)[1]!).getByRole('button', { name: 'Close' }));
    await expect(toasts(canvasElement)).toHaveLength(2);
  },
};

export const AutoDismiss: Story = {
  args: { options: { autoDismiss: true } },
  play: async ({ canvasElement }) => {
    await send(canvasElement);
    clock.advance(TOAST_AUTO_DISMISS_MS - 1);
    await expect(toasts(canvasElement)).toHaveLength(1);
    // docs/components.md: removed after 10 seconds.
    clock.advance(1);
    await waitFor(() => expect(toasts(canvasElement)).toHaveLength(0));
  },
};

export const StaysWithoutAutoDismiss: Story = {
  play: async ({ canvasElement }) => {
    await send(canvasElement);
    clock.advance(TOAST_AUTO_DISMISS_MS * 6);
    await expect(toasts(canvasElement)).toHaveLength(1);
  },
};

export const LineBreaksKept: Story = {
  args: { message: 'Your request was sent.\nYour concierge will reply within a day.' },
  play: async ({ canvasElement }) => {
    await send(canvasElement);
    const message = toasts(canvasElement)[0]!.querySelector('p')!;
    await expect(message.textContent).toBe('Your request was sent.\nYour concierge will reply within a day.');
    await expect(getComputedStyle(message).whiteSpace).toBe('pre-line');
    // Two lines of text, not one.
    const lineHeight = parseFloat(getComputedStyle(message).lineHeight);
    await expect(message.getBoundingClientRect().height).toBeGreaterThanOrEqual(lineHeight * 2 - 1);
  },
};

function AllTypes() {
  const [store] = useState(() => {
    const created = createToastStore({ clock });
    created.add('Success', { type: 'success' });
    created.add('Info', { type: 'info' });
    created.add('Warning', { type: 'warning' });
    created.add('Error', { type: 'error' });
    return created;
  });
  return <ToastViewport store={store} />;
}

export const EveryTypeLooksTheSame: Story = {
  render: () => <AllTypes />,
  play: async ({ canvasElement }) => {
    const icons = [...canvasElement.querySelectorAll('.cui-toast__icon')];
    await expect(icons).toHaveLength(4);
    // docs/components.md: the same check icon on a teal background, whatever the type.
    const looks = icons.map((icon) => `${getComputedStyle(icon).backgroundColor} ${icon.innerHTML}`);
    await expect(new Set(looks).size).toBe(1);
    await expect(getComputedStyle(icons[0]!).backgroundColor).toBe('rgb(0, 121, 107)');
  },
};

function GlobalDemo() {
  const [store] = useState(() => installGlobalToasts(createToastStore({ clock })));
  return (
    <>
      <Button onClick={() => window.__conciergeToasts?.add('Sent from outside React')}>
        Send through window
      </Button>
      <ToastViewport store={store} />
    </>
  );
}

export const GlobalHook: Story = {
  render: () => <GlobalDemo />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send through window' }));
    await expect(toasts(canvasElement)[0]).toHaveTextContent('Sent from outside React');
    window.__conciergeToasts?.add('Sent by other code');
    await waitFor(() => expect(toasts(canvasElement)).toHaveLength(2));
  },
};
