import type { ServiceRequest } from '@concierge/api-client';
import { Badge } from '@concierge/ui';
import { TEXTS } from '../../app/texts';

/** "Waiting on you" when the concierge wrote last (`awaiting_user`); nothing otherwise. */
export function WaitingOnYou({ request }: { request: Pick<ServiceRequest, 'awaiting_user'> }) {
  if (!request.awaiting_user) return null;
  return <Badge tone="attention">{TEXTS.waitingOnYou}</Badge>;
}
