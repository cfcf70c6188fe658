import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BackIcon, ExternalIcon, NextIcon, SendIcon, UploadIcon } from './icons.js';

// The icons that point along the line (back, next, send, out of the page) are mirrored in
// right-to-left; the others (upload points up) are not.
const meta = {
  title: 'Foundations/Pointing icons',
  parameters: {
    docs: {
      description: {
        component:
          '**When to use.** The icons that point a direction (back, next, expand), and how they mirror in right-to-left languages.\n\n**Accessibility.** Icons are decorative (`aria-hidden`): the control that holds one has its own accessible name.',
      },
    },
  },
  render: () => (
    <p className="cui-icon-row" style={{ display: 'flex', gap: '16px', fontSize: '24px', margin: 0 }}>
      <BackIcon data-testid="back" />
      <NextIcon />
      <SendIcon />
      <ExternalIcon />
      <UploadIcon data-testid="upload" />
    </p>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const transformOf = (canvasElement: HTMLElement, testId: string) =>
  getComputedStyle(canvasElement.querySelector(`[data-testid="${testId}"]`)!).transform;

export const LeftToRight: Story = {
  play: async ({ canvasElement }) => {
    await expect(transformOf(canvasElement, 'back')).toBe('none');
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(transformOf(canvasElement, 'back')).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    await expect(transformOf(canvasElement, 'upload')).toBe('none');
  },
};
