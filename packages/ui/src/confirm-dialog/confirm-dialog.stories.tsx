import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.js';
import { CONFIRM_DIALOG_TEXTS } from './confirm-dialog-texts.js';
import { ConfirmDialog } from './confirm-dialog.js';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  parameters: {
    docs: {
      description: {
        component:
          '**When to use.** Ask before an action that cannot be undone or has weight: remove a passkey, sign out other devices, withdraw a request. Not for information alone.\n\n**Accessibility.** A modal `alertdialog`: focus moves into it and is trapped, Escape cancels, focus returns to the opener. The confirm button names the action, and an error is shown inside the dialog.',
      },
    },
  },
  args: {
    title: 'Mark this request completed?',
    description: 'The requester can still reply, which reopens it.',
    confirmLabel: 'Mark completed',
    trigger: <Button>Complete request</Button>,
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const triggerIn = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Complete request' });

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(triggerIn(canvasElement));
  return screen.findByRole('alertdialog', { name: 'Mark this request completed?' });
};

const closed = () => waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

/** A confirmation the play function settles by hand, to see the dialog while it runs. */
function deferred() {
  const handle: { resolve: () => void; reject: (reason: unknown) => void } = {
    resolve: () => undefined,
    reject: () => undefined,
  };
  const start = () =>
    new Promise<void>((resolve, reject) => {
      handle.resolve = resolve;
      handle.reject = reject;
    });
  return { handle, start };
}

export const Opens: Story = {
  play: async ({ canvasElement, args }) => {
    const styleElements = document.querySelectorAll('style').length;
    const dialog = await open(canvasElement);
    // The scroll lock is the kit's stylesheet, not an injected <style> a strict CSP would refuse.
    await expect(document.querySelectorAll('style').length).toBe(styleElements);
    await waitFor(() => expect(getComputedStyle(document.body).overflow).toBe('hidden'));
    // Modal: the page behind is hidden from assistive technology while it is open.
    await expect(within(canvasElement).queryByRole('button', { name: 'Complete request' })).toBeNull();
    await expect(dialog).toHaveAccessibleDescription('The requester can still reply, which reopens it.');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // The safe choice has focus when the dialog opens.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: CONFIRM_DIALOG_TEXTS.cancel })).toHaveFocus(),
    );
    await expect(within(dialog).getByRole('button', { name: 'Mark completed' })).toBeEnabled();
  },
};

export const Playground: Story = { args: { tone: 'default' } };

export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await closed();
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(triggerIn(canvasElement)).toHaveFocus();
  },
};

export const Confirm: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark completed' }));
    await closed();
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(triggerIn(canvasElement)).toHaveFocus();
  },
};

const busyConfirmation = deferred();

export const Busy: Story = {
  args: { onConfirm: fn(busyConfirmation.start) },
  // Its end state is the closed dialog (Default's), and its busy look is BusyLooks' baseline; a shot of it
  // sometimes caught a replay of the play under way (open and busy) instead.
  parameters: { visual: { skip: 'the end state is Default; the busy look is BusyLooks' } },
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    const confirm = within(dialog).getByRole('button', { name: 'Mark completed' });
    await userEvent.click(confirm);
    // While the promise runs the confirm button is busy, cancelling is off and the dialog stays open.
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(confirm).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
    busyConfirmation.handle.resolve();
    await closed();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(triggerIn(canvasElement)).toHaveFocus();
  },
};

export const BusyLooks: Story = {
  args: { defaultOpen: true, onConfirm: fn(() => new Promise(() => undefined)) },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark completed' }));
    // The spinner replaces the label without changing the button's width or accessible name.
    await expect(within(dialog).getByRole('button', { name: 'Mark completed' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
  },
};

const failingConfirmation = deferred();

export const ErrorShown: Story = {
  args: { onConfirm: fn(failingConfirmation.start) },
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    const confirm = within(dialog).getByRole('button', { name: 'Mark completed' });
    await userEvent.click(confirm);
    failingConfirmation.handle.reject(new Error('This request is already completed.'));
    // The rejection's message shows in the dialog, which stays open with the confirm button ready again.
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('This request is already completed.');
    await expect(confirm).toBeEnabled();
    await waitFor(() => expect(confirm).toHaveFocus());
    await expect(confirm).toHaveAccessibleDescription('This request is already completed.');
    // A second try that works closes the dialog.
    await userEvent.keyboard('{Enter}');
    await expect(within(dialog).queryByRole('alert')).toBeNull();
    failingConfirmation.handle.resolve();
    await closed();
    await expect(args.onConfirm).toHaveBeenCalledTimes(2);
  },
};

export const ErrorWithFixedText: Story = {
  args: {
    defaultOpen: true,
    errorMessage: 'The request could not be completed. Try again in a moment.',
    onConfirm: fn(() => Promise.reject(new Error('HTTP 503'))),
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark completed' }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('The request could not be completed. Try again in a moment.');
    await expect(alert).not.toHaveTextContent('HTTP 503');
  },
};

export const ErrorWithoutMessage: Story = {
  args: { defaultOpen: true, onConfirm: fn(() => Promise.reject(undefined)) },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark completed' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(CONFIRM_DIALOG_TEXTS.failed);
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(triggerIn(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const confirm = within(dialog).getByRole('button', { name: 'Mark completed' });
    await waitFor(() => expect(cancel).toHaveFocus());
    // Focus stays inside the dialog.
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    // Escape cancels and focus goes back to the trigger.
    await userEvent.keyboard('{Escape}');
    await closed();
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(triggerIn(canvasElement)).toHaveFocus();
    // Space opens it again; Tab to the confirm button and Enter confirms.
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await closed();
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(triggerIn(canvasElement)).toHaveFocus();
  },
};

export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Delete this draft?',
    description: 'The draft and its attachments are deleted for good.',
    confirmLabel: 'Delete draft',
    trigger: <Button variant="secondary">Delete draft</Button>,
    defaultOpen: true,
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this draft?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete draft' });
    // The danger red (axe checks the white-on-red contrast after the play function).
    await expect(getComputedStyle(confirm).backgroundColor).toBe('rgb(179, 38, 30)');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible());
  },
};

function ControlledDemo(args: Parameters<typeof ConfirmDialog>[0]) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Complete request</Button>
      <ConfirmDialog
        {...args}
        trigger={undefined}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
      />
    </>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await closed();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Without a trigger, focus goes back to whatever had it before the dialog opened.
    await expect(triggerIn(canvasElement)).toHaveFocus();
  },
};
