import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OPTIONAL_SUFFIX } from '../spec-constants.js';
import { Checkbox } from './checkbox.js';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  parameters: {
    docs: {
      description: {
        component:
          '**When to use.** A single yes-or-no choice, or a setting that is on or off. For several related options use ChoiceGroup with checkboxes; for one of several, ChoiceGroup with radios.\n\n**Accessibility.** A native checkbox with its label and description tied to it; an error is linked with `aria-describedby` and announced. Space toggles it.',
      },
    },
  },
  args: { label: 'Email me when the concierge replies', name: 'notify', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    // docs/validation.md#validation-rules: a field not marked required says so after its label.
    const checkbox = within(canvasElement).getByRole('checkbox', {
      name: `Email me when the concierge replies${OPTIONAL_SUFFIX}`,
    });
    await expect(checkbox).not.toBeChecked();
    await expect(checkbox).not.toBeRequired();
    await expect(checkbox).not.toHaveAttribute('aria-invalid');
    // A click on the label toggles it, as on any native checkbox.
    await userEvent.click(within(canvasElement).getByText(/Email me/));
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const Playground: Story = { args: { required: false, disabled: false, errorMessage: '' } };

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const WithDescription: Story = {
  args: { description: 'At most one email a day.', defaultChecked: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toHaveAccessibleDescription('At most one email a day.');
  },
};

/** A setting (on or off, never skipped): `markOptional={false}` keeps the label as written. */
export const Setting: Story = {
  args: { markOptional: false, defaultChecked: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', {
      name: 'Email me when the concierge replies',
    });
    await expect(checkbox).not.toBeRequired();
    await expect(canvasElement).not.toHaveTextContent(OPTIONAL_SUFFIX.trim());
  },
};

export const RequiredWithError: Story = {
  args: {
    label: 'I accept the terms of service',
    name: 'terms_of_service',
    required: true,
    description: 'You can read them before signing up.',
    errorMessage: 'Accept the terms to continue.',
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'I accept the terms of service' });
    await expect(checkbox).toBeRequired();
    await expect(canvasElement).not.toHaveTextContent('(optional)');
    // docs/validation.md#validation-rules: the error sits below with the alert icon and marks the control invalid.
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription(
      'You can read them before signing up. Accept the terms to continue.',
    );
    const error = within(canvasElement).getByText('Accept the terms to continue.').parentElement!;
    await expect(error.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(error.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      checkbox.getBoundingClientRect().bottom,
    );
  },
};

export const Controlled: Story = {
  args: { checked: true },
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await userEvent.click(checkbox);
    // The parent did not change `checked`, so the box stays as the parent says.
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    await expect(checkbox).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const InAForm: Story = {
  args: { value: 'yes', defaultChecked: true },
  render: (args) => (
    <form aria-label="Preferences">
      <Checkbox {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Preferences' }) as HTMLFormElement;
    await expect(new FormData(form).get('notify')).toBe('yes');
    await userEvent.click(within(canvasElement).getByRole('checkbox'));
    await expect(new FormData(form).get('notify')).toBeNull();
  },
};
