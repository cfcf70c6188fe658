// Inline SVG icons. They are always decorative: the text or aria-label next to them carries the meaning.
import type { ReactNode, SVGProps } from 'react';
import { classNames } from '../class-names.js';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/**
 * `directional`: the icon points along the line (back, next, send, out of the page) and is mirrored in
 * right-to-left text, where "forward" is to the left (`.cui-icon--directional:dir(rtl)` in base.css).
 */
function Icon({
  className,
  children,
  directional = false,
  ...props
}: IconProps & { children: ReactNode; directional?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={classNames('cui-icon', directional && 'cui-icon--directional', className)}
      {...props}
    >
      {children}
    </svg>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </Icon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}

/** The alert icon of error texts and of the oversize box. */
export function AlertIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </Icon>
  );
}

export function UploadIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 16V4M7 9l5-5 5 5M5 20h14" />
    </Icon>
  );
}

export function FileIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5" />
    </Icon>
  );
}

export function ExternalIcon(props: IconProps) {
  return (
    <Icon directional {...props}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </Icon>
  );
}

/** The chip's `image="default"` picture (the only image a chip accepts). */
export function ChipDefaultImage(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <circle cx="9" cy="9" r="2" />
      <path d="M21 16l-5-5-9 9" />
    </Icon>
  );
}

export function InboxIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 13l3-8h12l3 8v6H3z" />
      <path d="M3 13h5l1 3h6l1-3h5" />
    </Icon>
  );
}

/** Back, to the previous page or step: points to the start of the line. */
export function BackIcon(props: IconProps) {
  return (
    <Icon directional {...props}>
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </Icon>
  );
}

/** Next, or "go on": a chevron towards the end of the line. */
export function NextIcon(props: IconProps) {
  return (
    <Icon directional {...props}>
      <path d="M9 5l7 7-7 7" />
    </Icon>
  );
}

/** Send a message: a paper plane flying towards the end of the line. */
export function SendIcon(props: IconProps) {
  return (
    <Icon directional {...props}>
      <path d="M4 4l17 8-17 8 3-8z" />
      <path d="M7 12h14" />
    </Icon>
  );
}
