import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES as MAX_UPLOAD_BYTES } from '@concierge/uploader';
import { FileUpload, type UploadFunction, type UploadOptions } from './file-upload.js';
import {
  REFUSED_TYPE_FILE,
  SERVER_REASONS,
  UPLOAD_FAIL_URL,
  UPLOAD_OK_URL,
  presignedUpload,
  startUploadMocks,
  xhrUpload,
} from './upload-mocks.js';

/** An upload the play function drives by hand: report progress, then finish or fail. */
function createManualUpload() {
  let options: UploadOptions | undefined;
  let settle: { resolve: (key: string) => void; reject: (error: unknown) => void } | undefined;
  const upload = fn(
    (_file: File, uploadOptions: UploadOptions) =>
      new Promise<string>((resolve, reject) => {
        options = uploadOptions;
        settle = { resolve, reject };
        uploadOptions.signal.addEventListener('abort', () =>
          reject(new DOMException('Aborted', 'AbortError')),
        );
      }),
  );
  return {
    upload,
    progress: (percent: number) => options?.onProgress(percent),
    /** Ends the upload as stored, under this storage key. */
    finish: (key = STORED_KEY) => settle?.resolve(key),
    fail: (error: unknown) => settle?.reject(error),
    signal: () => options?.signal,
  };
}

const STORED_KEY = 'uploads/7/0b1c';
const manual = createManualUpload();

const makeFile = (name: string, type: string, size?: number) => {
  const file = new File(['concierge'], name, { type, lastModified: 1_700_000_000_000 });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

const meta = {
  title: 'Components/FileUpload',
  component: FileUpload,
  parameters: {
    docs: {
      description: {
        component:
          '**When to use.** Let the person choose or drop one file and send it, with progress and a way to cancel. By default it offers only the types the server takes; when the server still refuses a file, its reason is shown.\n\n**Accessibility.** The file input is labelled by the field\'s name and its Choose button; the size limit is its description. Status changes are announced (`role="status"`), refusals in an alert, and one button slot keeps focus from Upload to Cancel to Remove.',
      },
    },
  },
  args: {
    label: 'Attachment',
    upload: manual.upload as UploadFunction,
    onFileSelected: fn(),
    onUploadSuccess: fn(),
    onUploadError: fn(),
  },
  beforeEach: () => {
    manual.upload.mockClear();
  },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText<HTMLInputElement>('Attachment Choose file');
// A real drop event: Chromium builds a DragEvent only around a real DataTransfer.
const drop = (canvasElement: HTMLElement, files: File[]) => {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  const zone = within(canvasElement).getByRole('group', { name: 'Attachment' });
  zone.dispatchEvent(new DragEvent('drop', { dataTransfer, bubbles: true, cancelable: true }));
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAccessibleDescription('Maximum file size: 25 MB');
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

export const Playground: Story = { args: { accept: 'image/*,.pdf', autoUpload: false } };

export const Pending: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const file = makeFile('lease.pdf', 'application/pdf', 1_572_864);
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(args.onFileSelected).toHaveBeenCalledWith(file);
    await expect(canvas.getByText('lease.pdf')).toBeVisible();
    // docs/limits.md#business-constants: the size is shown with formatFileSize, 1024 steps, one decimal.
    await expect(canvas.getByText('1.5 MB')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Pending');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(manual.upload).not.toHaveBeenCalled();
  },
};

export const Uploading: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), makeFile('photo.png', 'image/png'));
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(manual.upload).toHaveBeenCalledOnce();
    manual.progress(41.7);
    const bar = await canvas.findByRole('progressbar', { name: 'Uploading photo.png' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '42'));
    await expect(canvas.getByText('42%')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploading');
    // Focus stays on the action button, which is now Cancel.
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    // An image gets a preview from an object URL.
    await expect(canvasElement.querySelector('img')?.src).toMatch(/^blob:/);
    await expect(args.onUploadSuccess).not.toHaveBeenCalled();
  },
};

export const Uploaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const file = makeFile('lease.pdf', 'application/pdf');
    await userEvent.upload(fileInput(canvasElement), file);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    manual.progress(60);
    manual.finish();
    // docs/components.md: a check mark and 100 %.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Uploaded'));
    await expect(canvas.getByRole('status').querySelector('svg')).not.toBeNull();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    // The success event carries the stored key, for the form that names the file.
    await expect(args.onUploadSuccess).toHaveBeenCalledWith(file, STORED_KEY);
  },
};

export const CancelIsNotAnError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), makeFile('lease.pdf', 'application/pdf'));
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(manual.signal()?.aborted).toBe(true);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Pending'));
    await expect(args.onUploadError).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const SecondChoiceReplacesFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), makeFile('first.pdf', 'application/pdf'));
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    const firstSignal = manual.signal();
    const second = makeFile('second.pdf', 'application/pdf');
    await userEvent.upload(fileInput(canvasElement), second);
    await expect(canvas.queryByText('first.pdf')).toBeNull();
    await expect(canvas.getByText('second.pdf')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Pending');
    // The first file's upload is aborted, and its end no longer changes anything.
    await expect(firstSignal?.aborted).toBe(true);
    await expect(args.onFileSelected).toHaveBeenCalledTimes(2);
    await expect(args.onFileSelected).toHaveBeenLastCalledWith(second);
  },
};

export const DuplicateIgnored: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), makeFile('lease.pdf', 'application/pdf'));
    await userEvent.upload(fileInput(canvasElement), makeFile('lease.pdf', 'application/pdf'));
    await expect(args.onFileSelected).toHaveBeenCalledOnce();
  },
};

export const Remove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), makeFile('lease.pdf', 'application/pdf'));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(canvas.queryByText('lease.pdf')).toBeNull();
  },
};

export const Oversize: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      fileInput(canvasElement),
      makeFile('scan.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1),
    );
    // docs/api.md#error-catalogue: an alert box with an icon and the docs/validation.md#validation-rules text.
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('File size exceeds 25 MB, please upload a smaller file.');
    await expect(alert.querySelector('svg')).not.toBeNull();
    await expect(args.onFileSelected).not.toHaveBeenCalled();
    await expect(canvas.queryByText('scan.pdf')).toBeNull();
  },
};

export const WrongType: Story = {
  args: { accept: '.pdf,image/*' },
  play: async ({ canvasElement }) => {
    drop(canvasElement, [makeFile('notes.txt', 'text/plain')]);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'notes.txt: Invalid file type, allowed file types: .pdf, image/*.',
    );
  },
};

export const TooManyFiles: Story = {
  play: async ({ canvasElement, args }) => {
    drop(canvasElement, [makeFile('a.pdf', 'application/pdf'), makeFile('b.pdf', 'application/pdf')]);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Maximum number of files exceeded, limit is 1 at most.',
    );
    await expect(args.onFileSelected).not.toHaveBeenCalled();
  },
};

export const DropOneFile: Story = {
  play: async ({ canvasElement, args }) => {
    drop(canvasElement, [makeFile('a.pdf', 'application/pdf')]);
    await expect(await within(canvasElement).findByText('a.pdf')).toBeVisible();
    await expect(args.onFileSelected).toHaveBeenCalledOnce();
  },
};

const withUploadMocks = async () => {
  await startUploadMocks();
};

export const UploadsThroughMsw: Story = {
  args: { upload: xhrUpload(UPLOAD_OK_URL), autoUpload: true },
  beforeEach: withUploadMocks,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const file = makeFile('lease.pdf', 'application/pdf');
    await userEvent.upload(fileInput(canvasElement), file);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Uploaded'), { timeout: 5000 });
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    // The transfer alone resolves to nothing: no key to carry.
    await expect(args.onUploadSuccess).toHaveBeenCalledWith(file, undefined);
  },
};

export const UploadErrorThroughMsw: Story = {
  args: { upload: xhrUpload(UPLOAD_FAIL_URL), autoUpload: true },
  beforeEach: withUploadMocks,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const file = makeFile('lease.pdf', 'application/pdf');
    await userEvent.upload(fileInput(canvasElement), file);
    await waitFor(() => expect(args.onUploadError).toHaveBeenCalledOnce(), { timeout: 5000 });
    const [erroredFile, error] = (args.onUploadError as ReturnType<typeof fn>).mock.calls[0]!;
    await expect(erroredFile).toBe(file);
    // The uploader's own text (docs/api.md#error-catalogue): the file name, the status and the response text.
    await expect(String(error)).toContain(
      'Upload of "lease.pdf" failed with status 403: Forbidden: signature expired',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('The upload failed. Please try again.');
    await expect(canvas.getByRole('status')).toHaveTextContent('Pending');
  },
};

export const OffersOnlyAllowedTypes: Story = {
  play: async ({ canvasElement }) => {
    // By default the picker offers the types the server takes, and nothing else is accepted.
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', UPLOAD_ACCEPT);
    drop(canvasElement, [makeFile('tool.exe', 'application/x-msdownload')]);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      /^tool\.exe: Invalid file type, allowed file types: \.pdf, \.png, /,
    );
  },
};

export const ServerRefusesType: Story = {
  // An app that lets any file be chosen: the server is then the one that refuses the type.
  args: { upload: presignedUpload(), autoUpload: true, accept: '' },
  beforeEach: withUploadMocks,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const file = makeFile(REFUSED_TYPE_FILE, 'application/zip');
    await userEvent.upload(fileInput(canvasElement), file);
    await waitFor(() => expect(args.onUploadError).toHaveBeenCalledOnce(), { timeout: 5000 });
    // The server's reason (the 415's JSON error), not the generic "try again".
    await expect(canvas.getByRole('alert')).toHaveTextContent(SERVER_REASONS.unsupportedType);
    await expect(canvas.getByRole('status')).toHaveTextContent('Pending');
    await expect(args.onUploadSuccess).not.toHaveBeenCalled();
  },
};

export const ServerRefusesContent: Story = {
  args: { upload: presignedUpload(), autoUpload: true },
  beforeEach: withUploadMocks,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), makeFile('scan.pdf', 'application/pdf'));
    await waitFor(() => expect(args.onUploadError).toHaveBeenCalledOnce(), { timeout: 5000 });
    // The PUT's 422 names what is wrong with the file, in the server's words.
    await expect(canvas.getByRole('alert')).toHaveTextContent(SERVER_REASONS.contentMismatch);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(fileInput(canvasElement)).toBeDisabled();
  },
};
