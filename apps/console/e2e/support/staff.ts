import { enrolAppThroughApi, type StaffAccount } from '@concierge/e2e-support';
import { ADMIN, nodeClient, staffClient } from './accounts';
import { appOrigin } from './environment';
import { lastMessageId, waitForConsoleLink } from './outbox';

/**
 * A concierge of the test's own, invited by the seeded admin through the API: no other test's account
 * changes. Staff hold a second factor (docs/SECURITY.md#staff-second-factor): by default the new concierge
 * sets up an authenticator app through the API (its key is `totpSecret`); `{ enrol: false }` leaves that to
 * the console's first screen, for the tests of that screen.
 */
export async function inviteConcierge(name: string): Promise<StaffAccount>;
export async function inviteConcierge(
  name: string,
  options: { enrol: false },
): Promise<{ email: string; password: string }>;
export async function inviteConcierge(name: string, { enrol = true }: { enrol?: boolean } = {}) {
  const email = `${name}-${Date.now()}@concierge.test`;
  const password = `a ${name} concierge password`;
  const after = await lastMessageId();
  const admin = await staffClient(ADMIN);
  await admin.call('createStaffInvite', { body: { invite: { email } } });
  const link = await waitForConsoleLink(email, after, 'accept-invite');
  const token = link.split('/accept-invite/')[1]!;
  await nodeClient().client.call('acceptStaffInvite', {
    body: { invite: { token, name, last_name: 'Staff', password } },
  });
  return enrol ? enrolAppThroughApi(appOrigin, { email, password }) : { email, password };
}
