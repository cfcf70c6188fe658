import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DEVICE_LIST_TEXTS as T } from './device-list-texts.js';
import { DeviceList, type DeviceListEntry } from './device-list.js';

const NOW = new Date('2026-11-05T16:10:00Z');

const laptop: DeviceListEntry = {
  id: 'a1',
  current: true,
  browser: 'Chrome 126',
  os: 'macOS',
  place: { kind: 'network', network: '203.0.113.x' },
  last_seen_at: '2026-11-05T16:09:00Z',
};
const phone: DeviceListEntry = {
  id: 'b2',
  current: false,
  browser: 'Safari 18',
  os: 'iOS',
  place: { kind: 'network', network: '2001:db8:1::/48' },
  last_seen_at: '2026-11-05T13:05:00Z',
};
const office: DeviceListEntry = {
  id: 'c3',
  current: false,
  browser: null,
  os: null,
  place: { kind: 'local', network: null },
  last_seen_at: '2026-11-05T16:07:00Z',
};

/** The list with the state an app keeps: signing out removes the rows, as a refetch would. */
function Stateful(props: {
  devices: DeviceListEntry[];
  fail?: boolean;
  onSignOut: (device: DeviceListEntry) => void;
  onSignOutOthers: () => void;
}) {
  const [devices, setDevices] = useState(props.devices);
  return (
    <DeviceList
      devices={devices}
      now={NOW}
      locale="en"
      onSignOut={async (device) => {
        props.onSignOut(device);
        if (props.fail) throw new Error('That device could not be signed out. Try again.');
        setDevices((list) => list.filter((entry) => entry.id !== device.id));
      }}
      onSignOutOthers={async () => {
        props.onSignOutOthers();
        setDevices((list) => list.filter((entry) => entry.current));
      }}
    />
  );
}

const meta = {
  title: 'Components/DeviceList',
  component: DeviceList,
  parameters: {
    docs: {
      description: {
        component:
          '**When to use.** List the devices signed in to the account, with this one first, so the person can sign out one or all the others.\n\n**Accessibility.** Each button names its device; a sign-out is confirmed first, then announced, and focus stays on the list.',
      },
    },
  },
  args: {
    devices: [laptop, phone, office],
    now: NOW,
    locale: 'en',
    onSignOut: fn(),
    onSignOutOthers: fn(),
  },
} satisfies Meta<typeof DeviceList>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsIn = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: T.label })).getAllByRole('listitem');

/** This device first and marked; each row says where and when; a session seen minutes ago is active. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [first, second, third] = rowsIn(canvasElement);
    await expect(first).toHaveTextContent('Chrome 126 on macOS This device');
    await expect(first).toHaveTextContent('Network 203.0.113.x');
    await expect(first).toHaveTextContent(T.activeNow);
    await expect(second).toHaveTextContent('Safari 18 on iOS');
    await expect(second).toHaveTextContent('Last active 3 hours ago');
    await expect(third).toHaveTextContent(`${T.unknownBrowser}${T.localNetwork}${T.activeNow}`);
    // Each button says which device it signs out.
    await expect(
      within(second!).getByRole('button', { name: T.signOutNamed('Safari 18 on iOS') }),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: T.signOutOthers })).toBeVisible();
  },
};

/** Only this device: no "everywhere else", a sentence instead. */
export const OnlyThisDevice: Story = {
  args: { devices: [laptop] },
  play: async ({ canvasElement }) => {
    await expect(rowsIn(canvasElement)).toHaveLength(1);
    await expect(within(canvasElement).getByText(T.onlyThisDevice)).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: T.signOutOthers })).toBeNull();
  },
};

/** Sign out one device by keyboard: asked first, then gone, announced, and focus kept on the list. */
export const SignOutOne: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: T.signOutNamed('Safari 18 on iOS') });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: T.confirmTitle('Safari 18 on iOS') });
    await expect(dialog).toHaveAccessibleDescription(T.confirmBody);
    await userEvent.click(within(dialog).getByRole('button', { name: T.signOut }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onSignOut).toHaveBeenCalledWith(phone);
    await waitFor(() => expect(rowsIn(canvasElement)).toHaveLength(2));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      T.signedOut('Safari 18 on iOS'),
    );
    await waitFor(() => expect(within(canvasElement).getByRole('list', { name: T.label })).toHaveFocus());
  },
};

/** Cancelling changes nothing. */
export const CancelSignOut: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: T.signOutOthers }));
    const dialog = await screen.findByRole('alertdialog', { name: T.confirmOthersTitle });
    await expect(dialog).toHaveAccessibleDescription(T.confirmOthersBody(2));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onSignOutOthers).not.toHaveBeenCalled();
    await expect(rowsIn(canvasElement)).toHaveLength(3);
  },
};

/** Everywhere else: only this device is left, and the page says so. */
export const SignOutEverywhereElse: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: T.signOutOthers }));
    const dialog = await screen.findByRole('alertdialog', { name: T.confirmOthersTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: T.signOutOthers }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onSignOutOthers).toHaveBeenCalledOnce();
    await waitFor(() => expect(rowsIn(canvasElement)).toHaveLength(1));
    await expect(within(canvasElement).getByText(T.onlyThisDevice)).toBeVisible();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(T.signedOutOthers);
  },
};

/** This device's own "Sign out" asks with its own title. */
export const SignOutThisDevice: Story = {
  play: async ({ canvasElement, args }) => {
    const [first] = rowsIn(canvasElement);
    await userEvent.click(within(first!).getByRole('button', { name: T.signOut }));
    const dialog = await screen.findByRole('alertdialog', { name: T.confirmThisTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: T.signOut }));
    await expect(args.onSignOut).toHaveBeenCalledWith(laptop);
  },
};

/** A failure stays in the dialog, with the reason, ready to try again. */
export const SignOutFails: Story = {
  render: (args) => <Stateful {...args} fail />,
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: T.signOutNamed('Safari 18 on iOS') }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: T.signOut }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That device could not be signed out. Try again.',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(rowsIn(canvasElement)).toHaveLength(3);
  },
};
