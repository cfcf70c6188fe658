import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './badge.js';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  parameters: {
    docs: {
      description: {
        component:
          '**When to use.** Mark a status next to a title or in a row (New, Waiting on you, Completed). Not for actions (use Chip or Button) and not for messages (use Message).\n\n**Accessibility.** Plain text in the reading order, with no role and no live region: it is read with the text around it. The tone colour always comes with words.',
      },
    },
  },
  args: { children: 'Waiting on you' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const badgeIn = (canvasElement: HTMLElement, text: string) => within(canvasElement).getByText(text);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = badgeIn(canvasElement, 'Waiting on you');
    await expect(badge).toHaveClass('cui-badge', 'cui-badge--neutral');
    // A marker, not a control and not a live region.
    await expect(badge).not.toHaveAttribute('role');
    await expect(badge).not.toHaveAttribute('tabindex');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Playground: Story = { args: { tone: 'neutral' } };

export const Attention: Story = {
  args: { tone: 'attention' },
  play: async ({ canvasElement }) => {
    const badge = badgeIn(canvasElement, 'Waiting on you');
    await expect(badge).toHaveClass('cui-badge--attention');
    // The warning colours, not the neutral ones (axe checks their contrast after the play function).
    await expect(getComputedStyle(badge).backgroundColor).toBe('rgb(255, 244, 214)');
  },
};

export const Info: Story = {
  args: { tone: 'info', children: 'In Progress' },
  play: async ({ canvasElement }) => {
    const badge = badgeIn(canvasElement, 'In Progress');
    await expect(badge).toHaveClass('cui-badge--info');
    // The primary colours (axe checks their contrast after the play function).
    await expect(getComputedStyle(badge).backgroundColor).toBe('rgb(227, 241, 243)');
  },
};

export const Success: Story = {
  args: { tone: 'success', children: 'Completed' },
  play: async ({ canvasElement }) => {
    const badge = badgeIn(canvasElement, 'Completed');
    await expect(getComputedStyle(badge).backgroundColor).toBe('rgb(231, 244, 234)');
  },
};

export const Danger: Story = {
  args: { tone: 'danger', children: 'Reply overdue by 2 h' },
  play: async ({ canvasElement }) => {
    const badge = badgeIn(canvasElement, 'Reply overdue by 2 h');
    await expect(badge).toHaveClass('cui-badge--danger');
    // The alert's colours (axe checks their contrast after the play function).
    await expect(getComputedStyle(badge).backgroundColor).toBe('rgb(253, 236, 234)');
  },
};

export const InText: Story = {
  render: (args) => (
    <h3 style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      Passport renewal <Badge {...args} tone="attention" />
    </h3>
  ),
  play: async ({ canvasElement }) => {
    // The badge's words are part of the heading's name, so a screen reader hears the status with the title.
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toHaveAccessibleName(
      'Passport renewal Waiting on you',
    );
  },
};
