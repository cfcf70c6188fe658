import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.js';
import { Drawer } from './drawer.js';

const meta = {
  title: 'Components/Drawer',
  component: Drawer,
  parameters: {
    docs: {
      description: {
        component:
          "**When to use.** Show secondary content or a task over the page without leaving it: filters, a request's details, a side form. For a question that needs an answer, use ConfirmDialog.\n\n**Accessibility.** A modal dialog with a title: focus is trapped inside and returns to the opener on close; the page behind cannot scroll. Escape and the backdrop close it only when it is `dismissible`.",
      },
    },
  },
  args: {
    title: 'Request details',
    trigger: <Button>Open drawer</Button>,
    onOpenChange: fn(),
    children: (
      <>
        <p>Everything about this request.</p>
        <Button variant="secondary">First action</Button> <Button variant="tertiary">Second action</Button>
      </>
    ),
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open drawer' }));
  return screen.findByRole('dialog', { name: 'Request details' });
};

const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveClass('cui-drawer--right', 'cui-drawer--panel');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // docs/components.md: Escape closes it, and focus returns to the trigger.
    await userEvent.keyboard('{Escape}');
    await closed();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(within(canvasElement).getByRole('button', { name: 'Open drawer' })).toHaveFocus();
  },
};

export const Playground: Story = {
  args: { position: 'right', variant: 'panel', dismissible: false },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await closed();
  },
};

export const NotDismissibleByDefault: Story = {
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    const backdrop = document.querySelector<HTMLElement>('.cui-drawer__backdrop')!;
    await userEvent.click(backdrop, { pointerEventsCheck: 0 });
    await expect(screen.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await closed();
  },
};

export const Dismissible: Story = {
  args: { dismissible: true },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    const backdrop = document.querySelector<HTMLElement>('.cui-drawer__backdrop')!;
    await userEvent.click(backdrop, { pointerEventsCheck: 0 });
    await closed();
  },
};

export const FocusTrapped: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const first = within(dialog).getByRole('button', { name: 'First action' });
    const second = within(dialog).getByRole('button', { name: 'Second action' });
    // Radix focuses the first focusable element inside the drawer.
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.tab();
    await expect(second).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await closed();
  },
};

export const ScrollLocked: Story = {
  render: (args) => (
    <div style={{ height: '300vh' }}>
      <Drawer {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
    const styleElements = document.querySelectorAll('style').length;
    await open(canvasElement);
    // docs/components.md: scroll is blocked while the drawer is open, by the kit's stylesheet: an injected <style>
    // (Radix's Overlay) is refused by a strict CSP.
    await waitFor(() => expect(getComputedStyle(document.body).overflow).toBe('hidden'));
    await expect(document.querySelectorAll('style').length).toBe(styleElements);
    await userEvent.keyboard('{Escape}');
    await closed();
    await waitFor(() => expect(getComputedStyle(document.body).overflow).not.toBe('hidden'));
  },
};

export const SlideTransition: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    // docs/limits.md#business-constants: a 0.3 s slide.
    await expect(getComputedStyle(dialog).animationDuration).toBe('0.3s');
    await expect(getComputedStyle(dialog).animationName).toBe('cui-drawer-from-right');
  },
};

const widthOf = async () => (await screen.findByRole('dialog')).getBoundingClientRect().width;

export const PanelWidth: Story = {
  args: { defaultOpen: true, variant: 'panel' },
  play: async () => {
    // The test runner's viewport is wide (1280 px), so the wide-screen width applies (docs/limits.md#business-constants).
    await expect(await widthOf()).toBe(660);
  },
};

export const Nav: Story = {
  args: {
    defaultOpen: true,
    variant: 'nav',
    position: 'left',
    title: 'Menu',
    children: (
      <ul>
        <li>
          <a href="#dashboard">Dashboard</a>
        </li>
        <li>
          <a href="#requests">Requests</a>
        </li>
      </ul>
    ),
  },
  play: async () => {
    await expect(await widthOf()).toBe(275);
    await expect(screen.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('dialog').getBoundingClientRect().left).toBe(0));
  },
};

export const Left: Story = {
  args: { defaultOpen: true, position: 'left' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.getBoundingClientRect().left).toBe(0));
  },
};

export const Top: Story = {
  args: { defaultOpen: true, position: 'top' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.getBoundingClientRect().top).toBe(0));
    await expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth);
  },
};

export const Bottom: Story = {
  args: { defaultOpen: true, position: 'bottom' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.getBoundingClientRect().bottom).toBe(window.innerHeight));
  },
};

export const WithDescription: Story = {
  args: { defaultOpen: true, description: 'Opened on 03/05/24' },
  play: async () => {
    await expect(await screen.findByRole('dialog')).toHaveAccessibleDescription('Opened on 03/05/24');
  },
};
