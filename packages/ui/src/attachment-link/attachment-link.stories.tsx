import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { formatFileSize } from '@concierge/uploader';
import { ATTACHMENT_LINK_TEXTS } from './attachment-link-texts.js';
import { AttachmentLink } from './attachment-link.js';

const meta = {
  title: 'Components/AttachmentLink',
  component: AttachmentLink,
  parameters: {
    docs: {
      description: {
        component:
          "**When to use.** Offer a stored file for download (a message's or an answer's attachment): its name, then its size. Use Link for pages, Button for actions.\n\n**Accessibility.** A real link, reachable with Tab and followed with Enter; while the download runs and when it fails, the state is announced in words, not only by colour.",
      },
    },
  },
  args: {
    name: 'floor-plan.pdf',
    size: 248_000,
    href: '/api/v1/files/floor-plan.pdf',
    download: fn(async () => new Blob(['%PDF-1.4'], { type: 'application/pdf' })),
    onError: fn(),
  },
} satisfies Meta<typeof AttachmentLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A download the play function settles by hand, to see the link while it runs. */
function deferred() {
  const handle: { resolve: (file: Blob) => void; reject: (reason: unknown) => void } = {
    resolve: () => undefined,
    reject: () => undefined,
  };
  const start = () =>
    new Promise<Blob>((resolve, reject) => {
      handle.resolve = resolve;
      handle.reject = reject;
    });
  return { handle, start };
}

const linkIn = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('link', { name: 'floor-plan.pdf' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // Found as a link named by the file (the apps' end-to-end tests rely on it), the size after it.
    await expect(linkIn(canvasElement)).toHaveAttribute('href', '/api/v1/files/floor-plan.pdf');
    await expect(canvasElement).toHaveTextContent(`floor-plan.pdf (${formatFileSize(248_000)})`);
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

const success = deferred();

export const Success: Story = {
  args: { download: fn(success.start) },
  play: async ({ canvasElement, args }) => {
    const link = linkIn(canvasElement);
    await userEvent.click(link);
    // While the download runs the link is busy, the wait is announced and more clicks do nothing.
    await expect(link).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      ATTACHMENT_LINK_TEXTS.downloading,
    );
    await userEvent.click(link);
    await expect(args.download).toHaveBeenCalledTimes(1);
    // What the download fetched is handed to the browser to save.
    const save = spyOn(URL, 'createObjectURL').mockReturnValue('blob:saved');
    const file = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    success.handle.resolve(file);
    await waitFor(() => expect(link).not.toHaveAttribute('aria-busy'));
    await expect(save).toHaveBeenCalledWith(file);
    save.mockRestore();
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

const failure = deferred();

export const Failure: Story = {
  args: { download: fn(failure.start) },
  play: async ({ canvasElement, args }) => {
    const link = linkIn(canvasElement);
    await userEvent.click(link);
    const reason = new Error('Download failed with status 404');
    failure.handle.reject(reason);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(ATTACHMENT_LINK_TEXTS.failed);
    await expect(args.onError).toHaveBeenCalledWith(reason);
    await expect(link).not.toHaveAttribute('aria-busy');
    // Trying again clears the error while the new download runs.
    await userEvent.click(link);
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(args.download).toHaveBeenCalledTimes(2);
    failure.handle.resolve(new Blob(['%PDF-1.4']));
    await waitFor(() => expect(link).not.toHaveAttribute('aria-busy'));
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const OwnErrorText: Story = {
  args: {
    download: fn(() => Promise.reject(new Error('offline'))),
    errorText: 'Could not fetch the file.',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(linkIn(canvasElement));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Could not fetch the file.',
    );
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(linkIn(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.download).toHaveBeenCalledTimes(1));
  },
};
