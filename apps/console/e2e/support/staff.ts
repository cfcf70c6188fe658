import { ADMIN, nodeClient } from './accounts';
import { lastMessageId, waitForConsoleLink } from './outbox';

/** A concierge of the test's own, invited by the seeded admin through the API: no other test's account changes. */
export async function inviteConcierge(name: string): Promise<{ email: string; password: string }> {
  const email = `${name}-${Date.now()}@concierge.test`;
  const password = `a ${name} concierge password`;
  const after = await lastMessageId();
  const admin = nodeClient();
  admin.setToken((await admin.client.signIn(ADMIN.email, ADMIN.password)).token);
  await admin.client.createStaffInvite(email);
  const link = await waitForConsoleLink(email, after, 'accept-invite');
  const token = link.split('/accept-invite/')[1]!;
  await nodeClient().client.acceptStaffInvite({ token, name, lastName: 'Staff', password });
  return { email, password };
}
