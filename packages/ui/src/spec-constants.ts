// Every number and text the product's rules fix for the kit, kept in one place and
// imported where used. The CSS durations and widths repeat in tokens/tokens.css; a unit test keeps them equal.

/** A toast sent with auto-dismissal is removed after this many milliseconds. */
export const TOAST_AUTO_DISMISS_MS = 10_000;

/** The accessible label of every close button (toasts, messages, drawers). */
export const CLOSE_LABEL = 'Close';

/** A horizontal swipe of at least this many pixels on a tab panel changes the tab. */
export const SWIPE_THRESHOLD_PX = 50;

/** The suffix after the label of an input that is not required. */
export const OPTIONAL_SUFFIX = ' (optional)';

/** The default row count of a textarea. */
export const TEXTAREA_DEFAULT_ROWS = 3;

/** Mask pattern characters and the default placeholder slot character. */
export const MASK_PATTERNS: Readonly<Record<string, RegExp>> = {
  '9': /\d/,
  a: /[A-Za-z]/,
  '*': /[A-Za-z\d]/,
};
export const MASK_SLOT_CHAR = '_';

/** Spinner size cap and chip image side, in CSS pixels. */
export const SPINNER_MAX_SIZE_PX = 52;
export const CHIP_IMAGE_MAX_SIZE_PX = 20;

/** Drawer widths on wide screens, in CSS pixels. */
export const DRAWER_WIDTH_PX = { nav: 275, panel: 660 } as const;

/** Motion durations in milliseconds (ripple "about 401ms"). */
export const MOTION_MS = {
  ripple: 401,
  fade: 300,
  slide: 300,
  progress: 1000,
  inkBar: 300,
} as const;

/** Dates are shown as mm/dd/yy and weeks start on Sunday (0, as `Date#getDay`). */
export const DATE_PATTERN = 'mm/dd/yy';
export const WEEK_STARTS_ON = 0;
