import type { PresenceEntry } from '@concierge/api-client';
import { Message } from '@concierge/ui';
import { TEXTS } from '../../app/texts';

const names = (entries: readonly PresenceEntry[]) => entries.map((entry) => entry.full_name).join(', ');

/**
 * The collision notice: other concierges on this request right now, carried by the page's polling. Typing
 * weighs more than viewing, so it is said first. A live region: it is announced when it appears.
 */
export function CollisionNotice({ presence }: { presence: readonly PresenceEntry[] }) {
  const typing = presence.filter((entry) => entry.typing);
  const viewing = presence.filter((entry) => !entry.typing);
  return (
    <div aria-live="polite" className="request__collision">
      {presence.length > 0 ? (
        <Message tone="warning">
          {typing.length > 0 ? TEXTS.request.typing(names(typing)) : null}
          {typing.length > 0 && viewing.length > 0 ? ' ' : null}
          {viewing.length > 0 ? TEXTS.request.alsoViewing(names(viewing)) : null}
        </Message>
      ) : null}
    </div>
  );
}
