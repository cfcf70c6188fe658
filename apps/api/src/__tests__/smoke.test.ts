import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../accounts/demo.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';

const server = await startTestServer();
afterAll(() => server.close());

describe(onDb('smoke'), () => {
  it('signs the demo user in', async () => {
    const demo = DEMO_USERS[0];
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/users/sign_in',
      payload: { user: { email: demo.email, password: demo.password } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers.authorization).toMatch(/^[\w-]{43}$/);
    const me = await server.app.inject({
      url: '/api/v1/users/current',
      headers: { authorization: `Bearer ${res.headers.authorization}` },
    });
    expect(me.json()).toMatchObject({ user: { email: demo.email, company: { slug: 'demo' } } });
  });
});
