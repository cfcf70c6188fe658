import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneInput } from './phone-input.js';

const meta = {
  title: 'Components/PhoneInput',
  component: PhoneInput,
  args: { label: 'Phone number', name: 'phone', mask: '(999) 999-9999', required: true, onValueChange: fn() },
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone number' });
    // SPEC §5: a telephone keyboard and the slots shown with underscores.
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('inputmode', 'tel');
    await expect(input).toHaveAttribute('placeholder', '(___) ___-____');
    await userEvent.type(input, '5551234567');
    await expect(input).toHaveValue('(555) 123-4567');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('(555) 123-4567');
  },
};

export const TypesEveryDigit: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone number' });
    // The mask's own pattern characters are ordinary input: a typed 9 is a digit like any other.
    await userEvent.type(input, '5550109999');
    await expect(input).toHaveValue('(555) 010-9999');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('(555) 010-9999');
  },
};

export const Playground: Story = { args: { slotChar: '_', errorMessage: '' } };

export const RejectsLetters: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, '55x5y1');
    await expect(input).toHaveValue('(555) 1');
  },
};

export const EditsInTheMiddle: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole<HTMLInputElement>('textbox');
    await userEvent.type(input, '5551234567');
    // Delete the "1" after the area code: the digits after it shift left and the literals stay put.
    input.setSelectionRange(7, 7);
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('(555) 234-567');
  },
};

export const Alphanumeric: Story = {
  args: { label: 'Reference', name: 'reference', mask: 'aa-****', required: false },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Reference (optional)' });
    await expect(input).toHaveAttribute('placeholder', '__-____');
    await userEvent.type(input, '1aB2c3*9');
    await expect(input).toHaveValue('aB-2c39');
  },
};

export const CustomSlotChar: Story = {
  args: { slotChar: '#' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('placeholder', '(###) ###-####');
  },
};

export const WithError: Story = {
  args: { errorMessage: 'Enter a 10-digit phone number.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a 10-digit phone number.');
  },
};

export const WithHint: Story = {
  args: { hint: 'We text a code to this number.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Phone number' }),
    ).toHaveAccessibleDescription('We text a code to this number.');
  },
};
