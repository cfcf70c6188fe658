import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@concierge/auth';
import { Alert, Checkbox } from '@concierge/ui';
import { useServices } from '../../app/services';
import { AVAILABILITY_TEXTS as T } from '../../features/availability/availability-texts';
import { saveStaffRouting } from '../../features/availability/save-staff-routing';
import { staffQuery } from '../../features/queue/queue-queries';

/**
 * The signed-in concierge's "Available for new requests", with their open requests against their limit.
 * Saved at once (one switch needs no save button). Not shown until the team list says where they stand.
 */
export function AvailabilitySwitch() {
  const { api, toasts } = useServices();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const staff = useQuery(staffQuery(api));
  // Found in the team list by email: the current user carries no team id.
  const me = staff.data?.find((member) => member.email === user?.email);
  const save = useMutation({
    mutationFn: ({ id, available }: { id: number; available: boolean }) =>
      saveStaffRouting(api, queryClient, id, { available }),
    onSuccess: (saved) =>
      toasts.add(saved.routing.available ? T.nowAvailable : T.nowAway, { autoDismiss: true }),
  });
  if (!me?.routing) return null;
  const { routing } = me;
  return (
    <div className="availability">
      <Checkbox
        label={T.switchLabel}
        name="available"
        description={T.openOfLimit(routing.open_requests, routing.open_limit)}
        markOptional={false}
        // Shows the choice while it is saved; not disabled meanwhile, so the keyboard focus stays.
        checked={save.isPending ? save.variables.available : routing.available}
        onCheckedChange={(available) => save.mutate({ id: me.id, available })}
      />
      {save.isError ? <Alert>{T.saveFailed}</Alert> : null}
    </div>
  );
}
