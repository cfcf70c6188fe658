// A plain Node ESM script of an outside team: the published API client against the real API.
import { ApiError, createApiClient, routes } from '@concierge/api-client';
import { SignUpBody } from '@concierge/api-client/schemas';

const baseUrl = process.env.API_URL;
if (!baseUrl) throw new Error('API_URL is required');

// The session is the caller's: a script keeps the token in memory.
let token = null;
const session = {
  getToken: () => token,
  getMfaToken: () => null,
  clear: () => {
    token = null;
  },
};
const client = createApiClient({ baseUrl, session });

const email = `node-${Date.now()}@example.com`;
const body = SignUpBody.parse({
  user: { email, password: 'correct horse battery', name: 'Grace', last_name: 'Hopper' },
});
const created = await client.signUp(body.user);
token = created.token;
const me = await client.getCurrentUser();
if (me.email !== email) throw new Error(`signed up as ${email} but the API says ${me.email}`);

let refused = null;
try {
  await createApiClient({ baseUrl, session: { ...session, getToken: () => null } }).getCurrentUser();
} catch (error) {
  refused = error;
}
if (!(refused instanceof ApiError)) throw new Error('a call without a session did not fail with ApiError');

console.log(JSON.stringify({ email: me.email, routes: Object.keys(routes).length, refused: refused.kind }));
