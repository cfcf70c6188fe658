import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from './link.js';

const meta = {
  title: 'Components/Link',
  component: Link,
  parameters: {
    docs: {
      description: {
        component:
          "**When to use.** Go somewhere: another page, an external site, an email address. For an action in place use Button.\n\n**Accessibility.** A real `<a>` (or the router's link via `as`); external links open safely and say they open a new tab; a link with an unsafe scheme is shown as text.",
      },
    },
  },
  args: { to: '/requests', children: 'Your requests' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Your requests' });
    await expect(link).toHaveAttribute('href', '/requests');
    await expect(link).not.toHaveAttribute('target');
    await expect(link).not.toHaveAttribute('rel');
  },
};

export const Playground: Story = { args: { to: 'https://example.com' } };

export const External: Story = {
  args: { to: 'https://partner.example.com/term-life', children: 'Term life insurance' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Term life insurance (opens in a new tab)',
    });
    // docs/screens.md#routes: a new tab with no referrer or opener access.
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

const navigate = fn();
function RouterLink({ to, children, ...props }: ComponentProps<'a'> & { to: string }) {
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}

export const WithRouter: Story = {
  args: { as: RouterLink },
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Your requests' }));
    await expect(navigate).toHaveBeenCalledWith('/requests');
  },
};

export const ExternalIgnoresRouter: Story = {
  args: { as: RouterLink, to: 'https://example.com', children: 'Example' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', 'https://example.com');
  },
};

export const Contact: Story = {
  args: { to: 'mailto:help@example.com', children: 'Email us' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Email us' });
    await expect(link).toHaveAttribute('href', 'mailto:help@example.com');
    await expect(link).not.toHaveAttribute('target');
  },
};

export const UnsafeSchemeIsText: Story = {
  args: { to: 'javascript:alert(document.domain)', children: 'Not a link' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
    await expect(within(canvasElement).getByText('Not a link').tagName).toBe('SPAN');
  },
};
