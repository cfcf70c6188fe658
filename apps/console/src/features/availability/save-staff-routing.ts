import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient, StaffRoutingBody, StaffRoutingResponse } from '@concierge/api-client';
import { queueKeys, staffQuery } from '../queue/queue-queries';

/**
 * Changes a member's availability or limit, shows the answer in the team list at once, then reads the team
 * and the queue again: going away hands their unanswered requests back to the pool on the server.
 */
export async function saveStaffRouting(
  api: ApiClient,
  queryClient: QueryClient,
  id: number,
  routing: StaffRoutingBody['routing'],
): Promise<StaffRoutingResponse> {
  const saved = (await api.call('setStaffRouting', { params: { id }, body: { routing } })).data;
  queryClient.setQueryData(staffQuery(api).queryKey, (members) =>
    members?.map((member) => (member.id === saved.id ? { ...member, routing: saved.routing } : member)),
  );
  void queryClient.invalidateQueries({ queryKey: queueKeys.staff });
  void queryClient.invalidateQueries({ queryKey: queueKeys.all });
  return saved;
}
