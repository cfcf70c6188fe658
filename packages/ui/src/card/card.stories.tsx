import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from './card.js';

const meta = {
  title: 'Layout/Card',
  component: Card,
  parameters: {
    docs: {
      description: {
        component:
          "**When to use.** Group related content on a surface with an optional title: a request summary, a settings section. Not a link or button itself; put those inside.\n\n**Accessibility.** The title is a real heading; set `headingLevel` so it fits the page's outline (h2 by default).",
      },
    },
  },
  args: { title: 'Moving help', children: <p>Requested on 03/05/24.</p> },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Moving help' })).toBeVisible();
  },
};

export const Playground: Story = { args: { headingLevel: 3 } };

export const HeadingLevel: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toBeVisible();
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};
