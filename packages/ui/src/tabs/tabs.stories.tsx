import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tabs } from './tabs.js';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  argTypes: {
    // react-docgen reads the prop as `ReadonlyArray` and drops the element type from the summary: name it.
    tabs: {
      table: {
        type: {
          summary: 'ReadonlyArray<TabItem>',
          detail: '{ title: string; content: ReactNode; disabled?: boolean | undefined }',
        },
      },
    },
  },
  parameters: {
    docs: {
      description: {
        component:
          "**When to use.** Switch between views of the same thing on one page (e.g. a request's details and its history). Not for navigation between pages.\n\n**Accessibility.** The WAI-ARIA tabs pattern: a labelled tab list, arrow keys, Home and End move between tabs (mirrored in right-to-left), and each panel is labelled by its tab. Swipe is an extra, never the only way.",
      },
    },
  },
  args: {
    label: 'Requests',
    onValueChange: fn(),
    tabs: [
      { title: 'Open', content: <p>Requests waiting for your concierge.</p> },
      { title: 'In Progress', content: <p>Requests your concierge is working on.</p> },
      { title: 'Completed & closed', content: <p>Finished requests.</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const activeTab = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('tab', { selected: true }).textContent;

/** A horizontal drag on the panel with pointer events, as a finger or a mouse makes it. */
const swipe = async (panel: Element, fromX: number, toX: number) => {
  const init = { pointerId: 7, isPrimary: true, pointerType: 'touch', clientY: 40 };
  await fireEvent.pointerDown(panel, { ...init, clientX: fromX });
  await fireEvent.pointerMove(panel, { ...init, clientX: (fromX + toX) / 2 });
  await fireEvent.pointerUp(panel, { ...init, clientX: toX });
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Requests' })).toBeVisible();
    await expect(activeTab(canvasElement)).toBe('Open');
    await userEvent.click(canvas.getByRole('tab', { name: 'In Progress' }));
    await expect(activeTab(canvasElement)).toBe('In Progress');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Requests your concierge is working on.');
    // docs/components.md: values are the titles with non-word characters replaced by underscores.
    await expect(args.onValueChange).toHaveBeenLastCalledWith('In_Progress');
    await userEvent.click(canvas.getByRole('tab', { name: 'Completed & closed' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Completed___closed');
  },
};

export const Playground: Story = {};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Open' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(activeTab(canvasElement)).toBe('In Progress');
    await userEvent.keyboard('{End}');
    await expect(activeTab(canvasElement)).toBe('Completed & closed');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(activeTab(canvasElement)).toBe('In Progress');
    await userEvent.keyboard('{Home}');
    await expect(activeTab(canvasElement)).toBe('Open');
    await expect(canvas.getByRole('tab', { name: 'Open' })).toHaveFocus();
  },
};

export const Swipe: Story = {
  play: async ({ canvasElement }) => {
    const panel = canvasElement.querySelector('.cui-tabs__panels')!;
    // docs/components.md: a swipe of at least 50 px moves one tab; dragging left brings the next tab.
    await swipe(panel, 300, 240);
    await expect(activeTab(canvasElement)).toBe('In Progress');
    await swipe(panel, 300, 250);
    await expect(activeTab(canvasElement)).toBe('Completed & closed');
    // Clamped at the last tab.
    await swipe(panel, 300, 100);
    await expect(activeTab(canvasElement)).toBe('Completed & closed');
    // Dragging right brings the previous tab, clamped at the first.
    await swipe(panel, 100, 200);
    await expect(activeTab(canvasElement)).toBe('In Progress');
    await swipe(panel, 100, 200);
    await swipe(panel, 100, 200);
    await expect(activeTab(canvasElement)).toBe('Open');
  },
};

export const ShortSwipeIgnored: Story = {
  play: async ({ canvasElement }) => {
    const panel = canvasElement.querySelector('.cui-tabs__panels')!;
    await swipe(panel, 300, 251);
    await expect(activeTab(canvasElement)).toBe('Open');
  },
};

export const InkBar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ink = canvasElement.querySelector<HTMLElement>('.cui-tabs__ink')!;
    // docs/limits.md#business-constants: the ink bar moves over 300 ms.
    await expect(getComputedStyle(ink).transitionDuration).toBe('0.3s, 0.3s');
    const target = canvas.getByRole('tab', { name: 'Completed & closed' });
    await userEvent.click(target);
    await waitFor(() => {
      const bar = ink.getBoundingClientRect();
      const tab = target.getBoundingClientRect();
      expect(Math.round(bar.left)).toBe(Math.round(tab.left));
      expect(Math.round(bar.width)).toBe(Math.round(tab.width));
    });
  },
};

export const Controlled: Story = {
  args: { value: 'In_Progress' },
  play: async ({ canvasElement, args }) => {
    await expect(activeTab(canvasElement)).toBe('In Progress');
    // Controlled: a click asks the parent, which here keeps its value.
    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'Open' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Open');
    await expect(activeTab(canvasElement)).toBe('In Progress');
  },
};

export const WithDisabledTab: Story = {
  args: {
    tabs: [
      { title: 'Open', content: <p>Open requests.</p> },
      { title: 'Drafts', content: <p>Drafts.</p>, disabled: true },
      { title: 'Completed', content: <p>Finished requests.</p> },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Drafts' })).toBeDisabled();
    await swipe(canvasElement.querySelector('.cui-tabs__panels')!, 300, 200);
    await expect(activeTab(canvasElement)).toBe('Completed');
  },
};

/**
 * In Arabic the tabs read from the right. The arrow keys follow the reading direction (the left
 * arrow goes to the next tab), a swipe towards the start (to the right) brings the next tab, and the ink
 * bar sits under the active tab.
 */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'الطلبات',
    tabs: [
      { title: 'مفتوحة', content: <p>طلبات تنتظر المساعد.</p> },
      { title: 'قيد التنفيذ', content: <p>طلبات يعمل عليها المساعد.</p> },
      { title: 'مكتملة ومغلقة', content: <p>طلبات منتهية.</p> },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second, third] = canvas.getAllByRole('tab');
    // The first tab is the rightmost.
    await expect(first!.getBoundingClientRect().left).toBeGreaterThan(second!.getBoundingClientRect().left);
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(activeTab(canvasElement)).toBe('قيد التنفيذ');
    await userEvent.keyboard('{ArrowRight}');
    await expect(activeTab(canvasElement)).toBe('مفتوحة');
    const panel = canvasElement.querySelector('.cui-tabs__panels')!;
    await swipe(panel, 100, 200);
    await expect(activeTab(canvasElement)).toBe('قيد التنفيذ');
    await swipe(panel, 100, 200);
    await expect(activeTab(canvasElement)).toBe('مكتملة ومغلقة');
    await swipe(panel, 300, 200);
    await expect(activeTab(canvasElement)).toBe('قيد التنفيذ');
    await userEvent.click(third!);
    const ink = canvasElement.querySelector<HTMLElement>('.cui-tabs__ink')!;
    await waitFor(() => {
      expect(Math.round(ink.getBoundingClientRect().right)).toBe(
        Math.round(third!.getBoundingClientRect().right),
      );
      expect(Math.round(ink.getBoundingClientRect().width)).toBe(
        Math.round(third!.getBoundingClientRect().width),
      );
    });
  },
};
