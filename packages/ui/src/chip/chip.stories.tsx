import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ComponentProps } from 'react';
import { Chip } from './chip.js';

const onSelectedChange = fn();

const meta = {
  title: 'Components/Chip',
  component: Chip,
  parameters: {
    docs: {
      description: {
        component:
          "**When to use.** A compact choice or filter (a category, a quick reply), as a toggle button, a radio or checkbox in a group, or a link. For a form's main choices prefer ChoiceGroup.\n\n**Accessibility.** Each variant uses the native element for its job (`button` with `aria-pressed`, `input` radio or checkbox, or a link); selection is shown by a check mark as well as colour.",
      },
    },
  },
  args: {
    title: 'Moving help',
    description: 'Packers, movers and utilities for your new home',
    onSelectedChange,
  },
  beforeEach: () => {
    onSelectedChange.mockClear();
  },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByRole('button', { name: /Moving help/ });
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(onSelectedChange).toHaveBeenLastCalledWith(true);
    // docs/components.md: in button mode a second click toggles it off again.
    await userEvent.click(chip);
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await expect(onSelectedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Playground: Story = { args: { variant: 'button', image: 'default', defaultSelected: false } };

export const Selected: Story = {
  args: { defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAttribute('aria-pressed', 'true');
  },
};

export const KeyboardToggle: Story = {
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(chip).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Link: Story = {
  args: { variant: 'link', href: '/requests/category/3' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Moving help/ });
    await expect(link).toHaveAttribute('href', '/requests/category/3');
    await expect(link).not.toHaveAttribute('target');
  },
};

const routerVisits = fn();
function FakeRouterLink({ to, children, ...props }: ComponentProps<'a'> & { to: string }) {
  return (
    <a
      {...props}
      href={to}
      data-router="fake"
      onClick={(event) => {
        event.preventDefault();
        routerVisits(to);
      }}
    >
      {children}
    </a>
  );
}

export const LinkWithRouter: Story = {
  args: { variant: 'link', href: '/requests/category/3', as: FakeRouterLink },
  play: async ({ canvasElement }) => {
    routerVisits.mockClear();
    const link = within(canvasElement).getByRole('link', { name: /Moving help/ });
    await expect(link).toHaveAttribute('data-router', 'fake');
    await userEvent.click(link);
    await expect(routerVisits).toHaveBeenCalledWith('/requests/category/3');
  },
};

export const ExternalLink: Story = {
  args: { variant: 'external-link', href: 'https://partner.example.com/sign-up' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Moving help.*opens in a new tab/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const RadioGroup: Story = {
  render: (args) => (
    <fieldset style={{ display: 'flex', gap: 8, border: 0, padding: 0 }}>
      <legend>Pick one service</legend>
      <Chip {...args} variant="radio" name="service" value="moving" title="Moving help" />
      <Chip
        {...args}
        variant="radio"
        name="service"
        value="travel"
        title="Travel"
        description="Flights and hotels"
      />
      <Chip
        {...args}
        variant="radio"
        name="service"
        value="pets"
        title="Pet care"
        description="Sitters and vets"
      />
    </fieldset>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const moving = canvas.getByRole('radio', { name: /Moving help/ });
    const travel = canvas.getByRole('radio', { name: /Travel/ });
    const pets = canvas.getByRole('radio', { name: /Pet care/ });
    await userEvent.click(canvas.getByText('Travel'));
    await expect(travel).toBeChecked();
    // docs/components.md: in radio mode a click selects; clicking the selected chip keeps it selected.
    await userEvent.click(canvas.getByText('Travel'));
    await expect(travel).toBeChecked();
    await userEvent.click(canvas.getByText('Moving help'));
    await expect(moving).toBeChecked();
    await expect(travel).not.toBeChecked();
    // The native radio group gives arrow keys.
    await userEvent.keyboard('{ArrowRight}');
    await expect(travel).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(pets).toBeChecked();
    await expect(pets).toHaveFocus();
  },
};

export const Checkbox: Story = {
  args: { variant: 'checkbox', name: 'extras', value: 'moving' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: /Moving help/ });
    await userEvent.click(canvas.getByText('Moving help'));
    await expect(checkbox).toBeChecked();
    await expect(onSelectedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('Moving help'));
    await expect(checkbox).not.toBeChecked();
    await expect(onSelectedChange).toHaveBeenLastCalledWith(false);
  },
};

export const WithImage: Story = {
  args: { image: 'default' },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('.cui-chip__image')!;
    const box = image.getBoundingClientRect();
    // docs/limits.md#business-constants: at most 20 units square.
    await expect([box.width, box.height]).toEqual([20, 20]);
    await expect(image).toHaveAttribute('aria-hidden', 'true');
  },
};

export const LongText: Story = {
  args: {
    title: 'A very long chip title that keeps going well past the width of the chip and onto more lines',
    description:
      'And a description that is longer still, describing in detail what this service covers, who provides it, and when.',
  },
  play: async ({ canvasElement }) => {
    // docs/limits.md#business-constants: title and description are each clamped to two lines.
    for (const part of ['.cui-chip__title', '.cui-chip__description']) {
      const element = canvasElement.querySelector<HTMLElement>(part)!;
      const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
      await expect(element.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 2 + 1);
      await expect(element.scrollHeight).toBeGreaterThan(element.clientHeight);
    }
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByRole('button');
    await expect(chip).toBeDisabled();
    await userEvent.click(chip, { pointerEventsCheck: 0 });
    await expect(onSelectedChange).not.toHaveBeenCalled();
  },
};
