import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Input, type NumberInputProps } from './input.js';

const meta = {
  title: 'Components/Input',
  component: Input,
  parameters: {
    docs: {
      description: {
        component:
          '**When to use.** Text entry: a single line, several lines, email, number, telephone, URL, date or search. For a phone number with a mask use PhoneInput.\n\n**Accessibility.** Every field has a visible label ("(optional)" when not required), a hint and an error tied with `aria-describedby`; the error is announced and marks the field `aria-invalid`.',
      },
    },
  },
  args: { label: 'Email', name: 'email', type: 'email', placeholder: 'you@example.com', onValueChange: fn() },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // docs/validation.md#validation-rules: inputs not marked required show " (optional)" after the label.
    const input = canvas.getByRole('textbox', { name: 'Email (optional)' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('name', 'email');
    await expect(input).toHaveAttribute('placeholder', 'you@example.com');
    await expect(input).not.toBeRequired();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'a@b.co');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('a@b.co');
  },
};

export const Playground: Story = { args: { required: false, errorMessage: '', disabled: false } };

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
    await expect(canvasElement).not.toHaveTextContent('(optional)');
  },
};

export const WithError: Story = {
  args: { required: true, value: 'not-an-email', errorMessage: 'Enter a valid email address.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    // docs/validation.md#validation-rules: the error shows below the field with an alert icon and marks the field invalid.
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid email address.');
    const error = document.getElementById(input.getAttribute('aria-describedby')!)!;
    await expect(error.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(error.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      input.getBoundingClientRect().bottom,
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: 'locked@example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const TextField: Story = {
  args: { type: 'text', label: 'Full name', name: 'full_name', placeholder: undefined, required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Full name' })).toHaveAttribute(
      'type',
      'text',
    );
  },
};

export const PasswordField: Story = {
  args: { type: 'password', label: 'Password', name: 'password', placeholder: undefined, required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Password')).toHaveAttribute('type', 'password');
  },
};

export const SearchField: Story = {
  args: { type: 'search', label: 'Search requests', name: 'q', placeholder: 'Search' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox')).toHaveAttribute('type', 'search');
  },
};

export const TelField: Story = {
  args: { type: 'tel', label: 'Phone', name: 'phone', placeholder: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Phone (optional)' })).toHaveAttribute(
      'type',
      'tel',
    );
  },
};

export const UrlField: Story = {
  args: { type: 'url', label: 'Website', name: 'website', placeholder: 'https://' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('type', 'url');
  },
};

export const DateField: Story = {
  args: { type: 'date', label: 'Move-in date', name: 'move_in', placeholder: undefined },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Move-in date (optional)');
    await expect(input).toHaveAttribute('type', 'date');
    await userEvent.type(input, '2024-03-05');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2024-03-05');
  },
};

export const TextareaField: Story = {
  args: { type: 'textarea', label: 'Details', name: 'details', placeholder: 'Tell us more' },
  play: async ({ canvasElement, args }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Details (optional)' });
    await expect(textarea.tagName).toBe('TEXTAREA');
    // docs/validation.md#validation-rules: three rows by default.
    await expect(textarea).toHaveAttribute('rows', '3');
    await userEvent.type(textarea, 'Line one{Enter}Line two');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Line one\nLine two');
  },
};

export const TextareaRows: Story = {
  args: { type: 'textarea', label: 'Details', name: 'details', rows: 6 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('rows', '6');
  },
};

export const NumberField: Story = {
  args: { type: 'number', label: 'Budget', name: 'budget', placeholder: undefined },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Budget (optional)' });
    // docs/validation.md#validation-rules: a text field with a numeric keyboard and numeric conversion.
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '12a5.5');
    await expect(input).toHaveValue('125.5');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(125.5);
    await userEvent.clear(input);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
  },
};

function ControlledNumber(props: NumberInputProps) {
  const [value, setValue] = useState<number | null>(3);
  return (
    <>
      <Input {...props} value={value} onValueChange={setValue} />
      <button type="button" onClick={() => setValue(10)}>
        Set ten
      </button>
      <output aria-label="Current value">{JSON.stringify(value)}</output>
    </>
  );
}

export const NumberFieldControlled: Story = {
  args: { type: 'number', label: 'Guests', name: 'guests' },
  render: (args) => <ControlledNumber {...(args as NumberInputProps)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Guests (optional)' });
    await expect(input).toHaveValue('3');
    await userEvent.type(input, '.');
    // "3." is still the number 3: the text stays as typed.
    await expect(input).toHaveValue('3.');
    await expect(canvas.getByLabelText('Current value')).toHaveTextContent('3');
    await userEvent.click(canvas.getByRole('button', { name: 'Set ten' }));
    await expect(input).toHaveValue('10');
  },
};

export const WithHint: Story = {
  args: {
    type: 'text',
    label: 'Reference code',
    name: 'reference',
    placeholder: undefined,
    required: true,
    hint: 'Six digits, from the confirmation email.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Reference code' });
    // The hint sits between the label and the field and is read as the field's description.
    await expect(input).toHaveAccessibleDescription('Six digits, from the confirmation email.');
    const hint = within(canvasElement).getByText('Six digits, from the confirmation email.');
    await expect(hint.getBoundingClientRect().bottom).toBeLessThanOrEqual(input.getBoundingClientRect().top);
  },
};

export const WithHintAndError: Story = {
  args: {
    type: 'text',
    label: 'Reference code',
    name: 'reference',
    placeholder: undefined,
    required: true,
    hint: 'Six digits, from the confirmation email.',
    value: '12',
    errorMessage: 'Enter all six digits.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Reference code' });
    // Both lines describe the field: the hint first, then the error.
    await expect(input).toHaveAccessibleDescription(
      'Six digits, from the confirmation email. Enter all six digits.',
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const InputModeNumeric: Story = {
  args: {
    type: 'text',
    label: 'Reference code',
    name: 'reference',
    placeholder: undefined,
    inputMode: 'numeric',
  },
  play: async ({ canvasElement }) => {
    // A code is text (leading zeros stay), typed on the digit keypad.
    const input = within(canvasElement).getByRole('textbox', { name: 'Reference code (optional)' });
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
  },
};

export const NumberFieldInteger: Story = {
  args: { type: 'number', label: 'Guests', name: 'guests', placeholder: undefined, inputMode: 'numeric' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Guests (optional)' })).toHaveAttribute(
      'inputmode',
      'numeric',
    );
  },
};
