import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Alert } from '../alert/alert.js';
import { Button } from '../button/button.js';
import { Input } from '../input/input.js';
import { PhoneInput } from '../phone-input/phone-input.js';
import { Form, FormActions } from './form.js';

const submitted = fn();

const meta = {
  title: 'Layout/Form',
  component: Form,
  parameters: {
    docs: {
      description: {
        component:
          "**When to use.** Lay out a form's fields, alerts and actions with the kit's spacing; FormActions holds the row of buttons at its end.\n\n**Accessibility.** A native `<form>`: Enter submits, fields keep their own labels and errors; put a form-level error in an Alert at the top so it is announced.",
      },
    },
  },
  render: () => (
    <Form
      aria-label="Contact info"
      onSubmit={(event) => {
        event.preventDefault();
        submitted(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    >
      <Input label="Full name" name="full_name" required />
      <Input type="email" label="Email" name="email" required />
      <PhoneInput label="Phone" name="phone" mask="(999) 999-9999" />
      <Input type="textarea" label="Notes" name="notes" />
      <FormActions>
        <Button type="submit">Save contact</Button>
        <Button variant="tertiary">Discard</Button>
      </FormActions>
    </Form>
  ),
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    submitted.mockClear();
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'Ada Lovelace');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone (optional)' }), '5551234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Save contact' }));
    await expect(submitted).toHaveBeenCalledWith({
      full_name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '(555) 123-4567',
      notes: '',
    });
  },
};

export const Playground: Story = {};

export const WithErrors: Story = {
  render: () => (
    <Form aria-label="Sign in">
      <Alert>Unable to sign in at this time. Please try again later.</Alert>
      <Input type="email" label="Email" name="email" required errorMessage="Enter your email." />
      <Input type="password" label="Password" name="password" required errorMessage="Enter your password." />
      <FormActions>
        <Button type="submit">Sign in</Button>
      </FormActions>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter your email.',
    );
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A form in Arabic: labels, the optional mark and the buttons from the start (right) edge. */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <Form aria-label="معلومات الاتصال">
      <Input label="الاسم الكامل" name="full_name" required />
      <Input
        type="email"
        label="البريد الإلكتروني"
        name="email"
        required
        errorMessage="أدخل بريدك الإلكتروني."
      />
      <PhoneInput label="الهاتف" name="phone" mask="(999) 999-9999" />
      <Input type="textarea" label="ملاحظات" name="notes" />
      <FormActions>
        <Button type="submit">حفظ</Button>
        <Button variant="tertiary">إلغاء</Button>
      </FormActions>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'الهاتف (اختياري)' })).toBeVisible();
    const save = canvas.getByRole('button', { name: 'حفظ' });
    const cancel = canvas.getByRole('button', { name: 'إلغاء' });
    await expect(save.getBoundingClientRect().left).toBeGreaterThan(cancel.getBoundingClientRect().left);
  },
};
