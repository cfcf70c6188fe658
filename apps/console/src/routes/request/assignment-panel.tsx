import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffMember } from '@concierge/api-client';
import { Alert, Button } from '@concierge/ui';
import { useServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { queueKeys, staffQuery } from '../../features/queue/queue-queries';

/** Who handles the request: take it, give it to a colleague, or put it back in the queue. */
export function AssignmentPanel({
  requestId,
  assignee,
  callerEmail,
}: {
  requestId: number;
  assignee: StaffMember | null;
  /** The signed-in concierge: found in the team list by email (the current user carries no team id). */
  callerEmail: string;
}) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const staff = useQuery(staffQuery(api));
  const callerId = staff.data?.find((member) => member.email === callerEmail)?.id ?? null;
  const selectId = useId();
  const [colleague, setColleague] = useState('');
  const assign = useMutation({
    mutationFn: (assigneeId: number | null) => api.assignRequest(requestId, assigneeId),
    onSuccess: (page) => queryClient.setQueryData(queueKeys.request(requestId), page),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queueKeys.all }),
  });
  const colleagues = (staff.data ?? []).filter(
    (member) => member.active && member.id !== callerId && member.id !== assignee?.id,
  );
  const mine = assignee !== null && assignee.id === callerId;

  return (
    <section className="request__section" aria-labelledby="request-assignment">
      <h2 id="request-assignment">{TEXTS.request.assignment}</h2>
      <p className="request__assignee">
        {mine
          ? TEXTS.request.assignedToYou
          : assignee
            ? TEXTS.request.assignedTo(assignee.full_name)
            : TEXTS.request.unassigned}
      </p>
      {assign.isError ? <Alert>{TEXTS.request.assignFailed}</Alert> : null}
      <div className="request__moves">
        {!mine && callerId !== null ? (
          <Button disabled={assign.isPending} onClick={() => assign.mutate(callerId)}>
            {TEXTS.request.take}
          </Button>
        ) : null}
        {assignee ? (
          <Button variant="secondary" disabled={assign.isPending} onClick={() => assign.mutate(null)}>
            {TEXTS.request.putBack}
          </Button>
        ) : null}
      </div>
      {colleagues.length > 0 ? (
        <form
          className="request__give"
          onSubmit={(event) => {
            event.preventDefault();
            if (colleague) assign.mutate(Number(colleague), { onSuccess: () => setColleague('') });
          }}
        >
          <label htmlFor={selectId}>{TEXTS.request.giveTo}</label>
          <select id={selectId} value={colleague} onChange={(event) => setColleague(event.target.value)}>
            <option value="">{TEXTS.request.choose}</option>
            {colleagues.map((member) => (
              <option key={member.id} value={member.id}>
                {member.full_name}
              </option>
            ))}
          </select>
          <Button type="submit" variant="secondary" disabled={assign.isPending || !colleague}>
            {TEXTS.request.give}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
