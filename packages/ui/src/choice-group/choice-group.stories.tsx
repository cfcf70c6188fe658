import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OPTIONAL_SUFFIX } from '../spec-constants.js';
import { ChoiceGroup } from './choice-group.js';

const options = [
  { value: 'morning', label: 'Morning' },
  { value: 'afternoon', label: 'Afternoon' },
  { value: 'evening', label: 'Evening', description: 'After 6 pm' },
];

const meta = {
  title: 'Components/ChoiceGroup',
  component: ChoiceGroup,
  parameters: {
    docs: {
      description: {
        component:
          '**When to use.** Let the person pick one option (radios) or several (checkboxes) from a short, visible list. For long lists use a select; for a single yes-or-no, Checkbox.\n\n**Accessibility.** A `fieldset` whose `legend` is the question; arrow keys move between radios; required and error states are announced with the group.',
      },
    },
  },
  args: {
    legend: 'When should we call?',
    name: 'call_time',
    options,
    onValueChange: fn(),
  },
} satisfies Meta<typeof ChoiceGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Radio: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // docs/validation.md#validation-rules: not required, so the legend says so.
    const group = canvas.getByRole('radiogroup', { name: `When should we call?${OPTIONAL_SUFFIX}` });
    await expect(group).not.toHaveAttribute('aria-required');
    await userEvent.click(canvas.getByText('Afternoon'));
    await expect(canvas.getByRole('radio', { name: /Afternoon/ })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('afternoon');
    await userEvent.click(canvas.getByText('Morning'));
    await expect(canvas.getByRole('radio', { name: /Afternoon/ })).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('morning');
  },
};

export const Playground: Story = { args: { required: false, disabled: false, errorMessage: '' } };

export const RadioKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // One tab stop for the whole group; the arrows move and choose, as in any native radio group.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /Morning/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('morning');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /Afternoon/ })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /Evening/ })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('evening');
  },
};

export const Checkboxes: Story = {
  args: {
    type: 'checkbox',
    legend: 'Which services do you need?',
    name: 'services',
    defaultValue: ['evening'],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('group', { name: `Which services do you need?${OPTIONAL_SUFFIX}` }),
    ).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /Evening/ })).toBeChecked();
    await userEvent.click(canvas.getByText('Morning'));
    // Values come back in the options' order, not the order they were ticked.
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['morning', 'evening']);
    await userEvent.click(canvas.getByText('Evening'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['morning']);
    // Space toggles the focused box.
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['morning', 'evening']);
  },
};

export const RequiredWithError: Story = {
  args: {
    required: true,
    description: 'We call on weekdays only.',
    errorMessage: 'Choose a time.',
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'When should we call?' });
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('We call on weekdays only. Choose a time.');
    const error = within(canvasElement).getByText('Choose a time.').parentElement!;
    await expect(error.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    // A form that finds the answer missing moves focus to the group.
    group.focus();
    await expect(group).toHaveFocus();
  },
};

export const CheckboxesWithError: Story = {
  args: {
    type: 'checkbox',
    legend: 'Which services do you need?',
    name: 'services',
    required: true,
    errorMessage: 'Choose at least one service.',
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Which services do you need?' });
    await expect(group).toHaveAccessibleDescription('Choose at least one service.');
  },
};

export const Controlled: Story = {
  args: { value: 'evening' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Morning'));
    // The parent keeps `value` at evening, so evening stays chosen.
    await expect(args.onValueChange).toHaveBeenLastCalledWith('morning');
    await expect(canvas.getByRole('radio', { name: /Evening/ })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'morning' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText('Afternoon'), { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const InAForm: Story = {
  args: { type: 'checkbox', name: 'services', defaultValue: ['morning', 'evening'] },
  render: (args) => (
    <form aria-label="Call back">
      <ChoiceGroup {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Call back' }) as HTMLFormElement;
    await expect(new FormData(form).getAll('services')).toEqual(['morning', 'evening']);
  },
};
