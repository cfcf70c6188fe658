import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button.js';

const meta = {
  title: 'Components/Button',
  component: Button,
  parameters: {
    docs: {
      description: {
        component:
          '**When to use.** Run an action in place: save, send, upload, confirm. One `primary` button per view for its main action, `secondary` for the others, `tertiary` for the quiet ones. To go to another page, use Link.\n\n**Accessibility.** A native `<button>`, `type="button"` unless it submits a form. `loading` keeps its name and size and sets `aria-busy`; a disabled button stays visible and says why elsewhere. Focus ring always visible.',
      },
    },
  },
  args: { children: 'Save changes', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await expect(button).toHaveAttribute('type', 'button');
    await expect(button).toHaveClass('cui-button--primary');
    await expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {
  args: { variant: 'primary', type: 'button', loading: false, disabled: false },
};

export const Primary: Story = { args: { variant: 'primary' } };

export const Secondary: Story = {
  args: { variant: 'secondary' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveClass('cui-button--secondary');
  },
};

export const Tertiary: Story = {
  args: { variant: 'tertiary' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveClass('cui-button--tertiary');
  },
};

const onFormSubmit = fn();
const renderInForm: Story['render'] = (args) => (
  <form
    aria-label="Request"
    onSubmit={(event) => {
      event.preventDefault();
      onFormSubmit();
    }}
  >
    <Button {...args} />
  </form>
);

export const Submit: Story = {
  args: { type: 'submit', children: 'Send' },
  render: renderInForm,
  play: async ({ canvasElement }) => {
    onFormSubmit.mockClear();
    const button = within(canvasElement).getByRole('button', { name: 'Send' });
    await expect(button).toHaveAttribute('type', 'submit');
    await userEvent.click(button);
    await expect(onFormSubmit).toHaveBeenCalledOnce();
  },
};

export const DoesNotSubmitByDefault: Story = {
  render: renderInForm,
  play: async ({ canvasElement }) => {
    onFormSubmit.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(onFormSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  // The same button twice, idle and loading, to show that loading keeps the width.
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      <Button {...args} loading={false} />
      <Button {...args} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const idle = canvas.getByRole('button', { name: 'Save changes' });
    const busy = canvas.getByRole('button', { name: 'Loading' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toBeDisabled();
    await expect(busy.querySelector('.cui-spinner')).toBeVisible();
    await expect(busy.querySelector('.cui-button__content')).not.toBeVisible();
    await expect(busy.getBoundingClientRect().width).toBe(idle.getBoundingClientRect().width);
    await userEvent.click(busy, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LoadingLabel: Story = {
  args: { loading: true, loadingLabel: 'Saving…' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName('Saving…');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await expect(button).toBeDisabled();
    await expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const WithRipple: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.pointer({ keys: '[MouseLeft>]', target: button });
    // One wave, animated in place (a press adds no element: ripple.tsx).
    await expect(button.querySelector('.cui-ripple__wave')!.getAnimations()).toHaveLength(1);
    await userEvent.pointer({ keys: '[/MouseLeft]', target: button });
  },
};
