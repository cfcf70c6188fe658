import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PASSKEY_LIST_TEXTS as T } from './passkey-list-texts.js';
import { PasskeyList, type PasskeyListEntry } from './passkey-list.js';
import { PasskeyCancelled } from './webauthn.js';

const laptop: PasskeyListEntry = {
  id: 1,
  name: 'Office laptop',
  created_at: '2026-10-02T09:00:00Z',
  last_used_at: '2026-11-04T08:30:00Z',
  synced: false,
};
const phone: PasskeyListEntry = {
  id: 2,
  name: 'Phone',
  created_at: '2026-11-01T18:00:00Z',
  last_used_at: null,
  synced: true,
};

/** The list with the state an app keeps: each change shows at once, as a refetch would. */
function Stateful(props: { passkeys: PasskeyListEntry[]; cancel?: boolean; onAdd: (name: string) => void }) {
  const [passkeys, setPasskeys] = useState(props.passkeys);
  return (
    <PasskeyList
      passkeys={passkeys}
      supported
      onAdd={async (name) => {
        props.onAdd(name);
        if (props.cancel) throw new PasskeyCancelled(T.cancelled);
        setPasskeys((list) => [...list, { ...phone, id: 9, name, created_at: '2026-11-05T10:00:00Z' }]);
        return name;
      }}
      onRename={async (passkey, name) =>
        setPasskeys((list) => list.map((entry) => (entry.id === passkey.id ? { ...entry, name } : entry)))
      }
      onRemove={async (passkey) => setPasskeys((list) => list.filter((entry) => entry.id !== passkey.id))}
    />
  );
}

const meta = {
  title: 'Components/PasskeyList',
  component: PasskeyList,
  parameters: {
    docs: {
      description: {
        component:
          "**When to use.** Show the account's passkeys and let the person add, rename and remove them.\n\n**Accessibility.** Each button names its passkey; a removal is asked first; outcomes and a cancelled ceremony are announced in words.",
      },
    },
  },
  args: { passkeys: [laptop, phone], supported: true, onAdd: fn(), onRename: fn(), onRemove: fn() },
} satisfies Meta<typeof PasskeyList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list's own live region (a busy button has one of its own). */
const announced = (canvasElement: HTMLElement) => canvasElement.querySelector('.cui-passkey-list__status');

const rowsIn = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: T.label })).getAllByRole('listitem');

/** Each passkey with when it was added and last used; synced ones say so; each button names its passkey. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [first, second] = rowsIn(canvasElement);
    await expect(first).toHaveTextContent('Office laptop');
    await expect(second).toHaveTextContent(`${T.lastUsed(null)}, ${T.synced}`);
    await expect(within(second!).getByRole('button', { name: T.remove('Phone') })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: T.add })).toBeVisible();
  },
};

/** No passkey yet: a sentence, and the form to add the first. */
export const Empty: Story = {
  args: { passkeys: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(T.empty)).toBeVisible();
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

/** Adding one under a name: the ceremony runs in the app; the new passkey is listed and announced. */
export const AddOne: Story = {
  render: (args) => <Stateful passkeys={[laptop]} onAdd={args.onAdd} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(T.nameLabel, { exact: false }), 'Desk key');
    await userEvent.click(canvas.getByRole('button', { name: T.add }));
    await expect(args.onAdd).toHaveBeenCalledWith('Desk key');
    await waitFor(() => expect(rowsIn(canvasElement)).toHaveLength(2));
    await waitFor(() => expect(announced(canvasElement)).toHaveTextContent(T.added('Desk key')));
    await expect(canvas.getByLabelText(T.nameLabel, { exact: false })).toHaveValue('');
  },
};

/** A cancelled ceremony is said plainly, and nothing is added. */
export const AddCancelled: Story = {
  render: (args) => <Stateful passkeys={[laptop]} cancel onAdd={args.onAdd} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: T.add }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(T.cancelled);
    await expect(rowsIn(canvasElement)).toHaveLength(1);
  },
};

/** Rename in place, then remove (asked first): each outcome announced. */
export const RenameAndRemove: Story = {
  render: (args) => <Stateful passkeys={[laptop, phone]} onAdd={args.onAdd} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: T.rename('Phone') }));
    const field = canvas.getByLabelText(T.nameLabel, { exact: false, selector: '#passkey-2-name' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Old phone');
    await userEvent.click(canvas.getByRole('button', { name: T.save }));
    await waitFor(() => expect(announced(canvasElement)).toHaveTextContent(T.renamed));
    await userEvent.click(canvas.getByRole('button', { name: T.remove('Old phone') }));
    const dialog = await screen.findByRole('alertdialog', { name: T.remove('Old phone') });
    await userEvent.click(within(dialog).getByRole('button', { name: T.removeButton }));
    await waitFor(() => expect(rowsIn(canvasElement)).toHaveLength(1));
    await waitFor(() => expect(announced(canvasElement)).toHaveTextContent(T.removed('Old phone')));
  },
};

/** A browser without WebAuthn: the list stays, adding is replaced by what to do. */
export const Unsupported: Story = {
  args: { supported: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(T.unsupported);
    await expect(within(canvasElement).queryByRole('button', { name: T.add })).toBeNull();
  },
};
