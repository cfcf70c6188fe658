import * as RadixTabs from '@radix-ui/react-tabs';
import { useLayoutEffect, useRef, type PointerEvent, type ReactNode } from 'react';
import { classNames } from '../class-names.js';
import { useControllableState } from '../controllable-state.js';
import { useKitLocaleState } from '../locale/kit-locale-context.js';
import { stepTab, swipeStep } from './swipe.js';
import { toTabValue } from './tab-value.js';

export interface TabItem {
  /** The tab's label; its value is the title with non-word characters replaced by `_`. */
  title: string;
  content: ReactNode;
  disabled?: boolean | undefined;
}

export interface TabsProps {
  tabs: ReadonlyArray<TabItem>;
  /** The accessible name of the tab list. */
  label: string;
  /** The active tab's value (see `toTabValue`); controlled when given. */
  value?: string | undefined;
  /** Default: the first enabled tab. */
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
  className?: string | undefined;
}

/**
 * Tabs on Radix Tabs, which supplies the roles, roving tab index, arrow keys, Home and End; the kit adds
 * a horizontal swipe on the panel and an ink bar that slides over 300 ms. Arrow keys
 * and swipe follow the KitLocaleProvider's reading direction: in Arabic the right arrow goes back.
 */
export function Tabs({ tabs, label, value, defaultValue, onValueChange, className }: TabsProps) {
  const values = tabs.map((tab) => toTabValue(tab.title));
  const firstEnabled = values[tabs.findIndex((tab) => !tab.disabled)] ?? '';
  const [active, setActive] = useControllableState(value, defaultValue ?? firstEnabled, onValueChange);
  const listRef = useRef<HTMLDivElement>(null);
  const inkRef = useRef<HTMLSpanElement>(null);
  const swipeStart = useRef<{ x: number; y: number; pointerId: number } | null>(null);
  const { dir } = useKitLocaleState();

  // The ink bar follows the active tab's box; it is written straight to the DOM so a resize or a tab
  // change costs no extra render.
  useLayoutEffect(() => {
    const list = listRef.current;
    const ink = inkRef.current;
    if (!list || !ink) return;
    const place = () => {
      const tab = list.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
      ink.style.width = tab ? `${tab.offsetWidth}px` : '0px';
      // The bar sits at the list's inline start: its left edge in left-to-right, its right edge in
      // right-to-left, where its left edge moves while the width animates. Offsets count from the left in
      // both directions, so the bar moves by the distance from that untransformed place to the tab.
      const start =
        dir === 'rtl' ? ink.offsetLeft + ink.offsetWidth - (tab?.offsetWidth ?? 0) : ink.offsetLeft;
      ink.style.transform = `translateX(${tab ? tab.offsetLeft - start : 0}px)`;
    };
    if (ink.style.width) {
      place();
    } else {
      // First placement: jump, do not slide in from the start edge.
      ink.style.transition = 'none';
      place();
      void ink.offsetWidth;
      ink.style.transition = '';
    }
    const observer = new ResizeObserver(place);
    observer.observe(list);
    return () => observer.disconnect();
  }, [active, tabs, dir]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.isPrimary) return;
    swipeStart.current = { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.pointerId !== event.pointerId) return;
    const step = swipeStep(event.clientX - start.x, event.clientY - start.y, { dir });
    const index = stepTab(
      tabs.map((tab) => !tab.disabled),
      values.indexOf(active),
      step,
    );
    const next = values[index];
    if (next !== undefined && next !== active) setActive(next);
  };

  return (
    <RadixTabs.Root
      className={classNames('cui-tabs', className)}
      value={active}
      onValueChange={setActive}
      dir={dir}
    >
      <RadixTabs.List ref={listRef} className="cui-tabs__list" aria-label={label}>
        {tabs.map((tab, index) => (
          <RadixTabs.Trigger
            key={values[index]}
            className="cui-tabs__tab"
            value={values[index] ?? ''}
            disabled={tab.disabled}
          >
            {tab.title}
          </RadixTabs.Trigger>
        ))}
        <span ref={inkRef} className="cui-tabs__ink" aria-hidden="true" />
      </RadixTabs.List>
      <div
        className="cui-tabs__panels"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        {tabs.map((tab, index) => (
          <RadixTabs.Content key={values[index]} className="cui-tabs__panel" value={values[index] ?? ''}>
            {tab.content}
          </RadixTabs.Content>
        ))}
      </div>
    </RadixTabs.Root>
  );
}
