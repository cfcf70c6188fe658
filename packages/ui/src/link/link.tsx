import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { classNames } from '../class-names.js';
import { COMMON_TEXTS } from '../kit-texts.js';
import { useKitTexts } from '../locale/kit-locale-context.js';
import { linkKind } from './link-kind.js';

/** A router's link component (e.g. react-router's `Link`): it receives `to` instead of `href`. */
export type LinkComponent = ComponentType<
  Omit<ComponentProps<'a'>, 'href'> & { to: string; children?: ReactNode | undefined }
>;

export interface LinkProps extends Omit<ComponentProps<'a'>, 'href' | 'target' | 'rel'> {
  /** An internal route (`/requests`) or an external address (`https://…`). */
  to: string;
  /** Renders internal routes, so the kit works with any router without depending on one. */
  as?: LinkComponent | undefined;
  /** Read by screen readers after an external link's text. Default `(opens in a new tab)`. */
  newTabLabel?: string | undefined;
}

/**
 * A link to a route or an address. External addresses open in a new tab with `rel="noopener noreferrer"`
 *; targets with any other scheme (e.g. `javascript:`) are rendered as plain text.
 */
export function Link({ to, as: RouterLink, newTabLabel, className, children, ...props }: LinkProps) {
  const texts = useKitTexts('common', COMMON_TEXTS);
  const kind = linkKind(to);
  const linkClass = classNames('cui-link', className);
  switch (kind) {
    case 'external':
      return (
        <a {...props} className={linkClass} href={to} target="_blank" rel="noopener noreferrer">
          {children}
          {/* Warns before the context changes (WCAG 3.2.5); sighted users get the icon from CSS. */}
          <span className="cui-visually-hidden"> {newTabLabel ?? texts.opensInNewTab}</span>
        </a>
      );
    case 'contact':
      return (
        <a {...props} className={linkClass} href={to}>
          {children}
        </a>
      );
    case 'unsafe':
      return <span className={className}>{children}</span>;
    case 'internal':
      return RouterLink ? (
        <RouterLink {...props} className={linkClass} to={to}>
          {children}
        </RouterLink>
      ) : (
        <a {...props} className={linkClass} href={to}>
          {children}
        </a>
      );
  }
}
