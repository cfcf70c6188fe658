import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneInput } from './phone-input.js';

const meta = {
  title: 'Components/PhoneInput',
  component: PhoneInput,
  parameters: {
    docs: {
      description: {
        component:
          "**When to use.** Enter a phone number with a mask that guides the format (e.g. for a second factor by text message).\n\n**Accessibility.** A labelled input; the mask takes typing at full speed, pasting and autofill, and errors are announced like any field's.",
      },
    },
  },
  args: { label: 'Phone number', name: 'phone', mask: '(999) 999-9999', required: true, onValueChange: fn() },
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone number' });
    // docs/validation.md#validation-rules: a telephone keyboard and the slots shown with underscores.
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

export const TypedAtFullSpeed: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Phone number');
    // The label's target is the input itself (what getByLabel and assistive technology resolve).
    await expect(input.tagName).toBe('INPUT');
    // delay: null sends every keystroke back to back, with no pause for the page between them.
    await userEvent.type(input, '5555550123', { delay: null });
    await expect(input).toHaveValue('(555) 555-0123');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('(555) 555-0123');
  },
};

/** What the browser's autofill does: the whole value at once, in one input event. */
function autofill(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertReplacementText' }));
}

export const AutofilledWithCountryCode: Story = {
  args: { countryCode: '+1' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText<HTMLInputElement>('Phone number');
    // The leading +1 is understood as the country code, not shifted in as the first digit.
    autofill(input, '+1 555 555 0123');
    await expect(input).toHaveValue('(555) 555-0123');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('(555) 555-0123');
    autofill(input, '15555550199');
    await expect(input).toHaveValue('(555) 555-0199');
  },
};

export const Pasted: Story = {
  args: { countryCode: '+1' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Phone number');
    for (const copied of ['555-555-0123', '5555550123', '+1 (555) 555-0123']) {
      await userEvent.clear(input);
      await userEvent.click(input);
      await userEvent.paste(copied);
      await expect(input).toHaveValue('(555) 555-0123');
    }
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
    // Typing there puts the digit back in place.
    await userEvent.keyboard('1');
    await expect(input).toHaveValue('(555) 123-4567');
  },
};

export const BackspaceOverALiteral: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole<HTMLInputElement>('textbox');
    await userEvent.type(input, '5551');
    // The caret just after `(555) `: Backspace would only remove the space, which the mask puts back;
    // it removes the digit before the literals instead, as the user means.
    input.setSelectionRange(6, 6);
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('(551');
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
