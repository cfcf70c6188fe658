import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AccountErasureResponse } from '@concierge/api-client';
import { DEMO_COMPANY } from '../accounts/demo.js';
import { companies, users } from '../accounts/tables.js';
import { accessLog } from '../audit/tables.js';
import { verifyAccessLog } from '../audit/verify.js';
import { GOOD_PASSWORD, outgoingMessagesTo } from '../testing/api-calls.js';
import {
  listenForTests,
  seededSurveyId,
  signInAgain,
  signInDemo,
  signUpNewAccount,
  submittedRequest,
  uploadedFile,
} from '../testing/http-test-client.js';
import { signUpStaff } from '../testing/staff-sign-up.js';
import { onDb } from '../testing/test-database.js';
import { twoInstancesOnDisk } from '../testing/two-instances.js';
import { ERASED_TEXT } from './texts.js';

// An account's erasure over HTTP (docs/personal-data.md#erasure): asked for with the password, every
// session ended, called off by signing in, done 14 days later by the job once across two instances, or at
// once by an admin; then a search of every table, and of the stored files, for the person's email, name,
// phone and file bytes finds nothing, while the team's record of the request stays, anonymised.

const DAY = 24 * 60 * 60 * 1000;

describe(onDb('account erasure'), async () => {
  const { first, second, dir } = await twoInstancesOnDisk('erasure-test-');
  const client = await listenForTests(first.app);
  const db = first.database.db;
  const plumber = await seededSurveyId(first.database, 'find-a-plumber');
  let serial = 0;

  /** A requester with a unique name and phone, a request naming them, a file and an export of it all. */
  async function personWithHistory() {
    serial += 1;
    const name = `Zephyrine${serial}x${Date.now()}`;
    const phone = `+1 555 01${String(serial).padStart(2, '0')} ${String(Date.now()).slice(-4)}`;
    const bytes = Buffer.from(`%PDF-1.7\n% the lease of ${name}\n%%EOF\n`);
    const person = await signUpNewAccount(client, name);
    // A member of a company, as an invited requester is: the team's record of their requests is kept.
    const [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.slug, DEMO_COMPANY.slug));
    await db.update(users).set({ companyId: company!.id }).where(eq(users.email, person.email));
    const requestId = await submittedRequest(client, person.token, plumber);
    const key = await uploadedFile(client, person.token, {
      filename: `${name}.pdf`,
      contentType: 'application/pdf',
      bytes,
    });
    const posted = await client.call('POST', `/api/v1/requests/${requestId}/messages`, {
      token: person.token,
      body: { message: { body_html: `<p>Call me on ${phone}</p>`, attachment_keys: [key] } },
    });
    expect(posted.status).toBe(200);
    await client.call('POST', '/api/v1/users/data_exports', { token: person.token });
    await first.app.prepareDataExports();
    return { ...person, name, phone, bytes, requestId };
  }

  const ask = (token: string, password: string) =>
    client.call('POST', '/api/v1/users/erasure', {
      token,
      body: { erasure: { current_password: password } },
    });

  /** Every row of every table, and every stored file, that holds one of `needles`. */
  async function leftovers(needles: Array<string | Buffer>) {
    // Every table, read whole through one raw connection (PGlite and PostgreSQL alike).
    const found: string[] = [];
    await first.database.rawTransaction(async (session) => {
      const tables = await session.query<{ name: string }>(
        "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
      );
      for (const { name } of tables) {
        for (const row of await session.query(`SELECT * FROM "${name}"`)) {
          const text = JSON.stringify(row);
          for (const needle of needles) {
            if (text.includes(String(needle))) found.push(`${name}: ${String(needle).slice(0, 40)}`);
          }
        }
      }
    });
    const walk = (folder: string): string[] =>
      readdirSync(folder).flatMap((entry) => {
        const full = path.join(folder, entry);
        return statSync(full).isDirectory() ? walk(full) : [full];
      });
    for (const file of walk(dir)) {
      const content = readFileSync(file);
      for (const needle of needles)
        if (content.includes(needle)) found.push(`file ${path.relative(dir, file)}`);
    }
    return found;
  }

  it('asks with the password, ends every session, and is called off by signing in', async () => {
    const person = await signUpNewAccount(client, 'Mira');
    expect((await ask(person.token, 'not my password')).status).toBe(422);
    const asked = await ask(person.token, GOOD_PASSWORD);
    expect(asked.status).toBe(200);
    const { due_at } = AccountErasureResponse.parse(asked.json()).erasure;
    expect(new Date(due_at).getTime() - first.clock.now().getTime()).toBe(14 * DAY);
    expect((await client.call('GET', '/api/v1/users/current', { token: person.token })).status).toBe(401);
    const [mail] = (await outgoingMessagesTo(first.database, person.email)).filter(
      (m) => m.kind === 'erasure-asked',
    );
    expect(mail?.subject).toBe('Your Concierge account will be deleted');

    first.clock.advance(3 * DAY);
    await signInAgain(client, person.email);
    const [row] = await db.select().from(users).where(eq(users.email, person.email));
    expect(row?.erasureDueAt).toBeNull();
    first.clock.advance(12 * DAY);
    await first.app.eraseDueAccounts();
    expect(await db.select().from(users).where(eq(users.email, person.email))).toHaveLength(1);
  });

  it('erases after 14 days, once across instances, leaving nothing of the person anywhere', async () => {
    const person = await personWithHistory();
    expect((await ask(person.token, GOOD_PASSWORD)).status).toBe(200);
    first.clock.advance(14 * DAY - 1);
    expect(await first.app.eraseDueAccounts()).toBe(0);
    first.clock.advance(1);
    const erased = await Promise.all([first.app.eraseDueAccounts(), second.app.eraseDueAccounts()]);
    expect(erased[0] + erased[1]).toBe(1);

    expect(await leftovers([person.email, person.name, person.phone, person.bytes])).toEqual([]);
    // The team's record of the request stays, anonymised: its messages' sides and times, no text.
    const concierge = await signInDemo(client, 1);
    const page = await client.call('GET', `/api/v1/concierge/requests/${person.requestId}`, {
      token: concierge,
    });
    expect(page.status).toBe(200);
    const shown = JSON.stringify(page.json());
    expect(shown).toContain(ERASED_TEXT);
    expect(shown).not.toContain(person.name);
    expect((await verifyAccessLog(db)).broken).toBeNull();
  });

  it('lets an admin erase a person at once, on the access record; never staff, never by a concierge', async () => {
    const person = await personWithHistory();
    const erase = (token: string, email: string) =>
      client.call('POST', '/api/v1/concierge/erasures', { token, body: { erasure: { email } } });
    const concierge = await signInDemo(client, 1);
    expect((await erase(concierge, person.email)).status).toBe(403);
    const admin = await signUpStaff(client, first.database, 'Quinn', 'admin');
    expect((await erase(admin.token, 'nobody@example.com')).status).toBe(404);
    expect((await erase(admin.token, 'concierge@concierge.test')).status).toBe(409);
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, person.email));
    expect((await erase(admin.token, person.email)).status).toBe(200);
    expect(await leftovers([person.email, person.name, person.phone, person.bytes])).toEqual([]);
    const record = await db.select().from(accessLog).where(eq(accessLog.requesterId, row!.id));
    expect(record.filter((entry) => entry.action === 'erase')).toMatchObject([{ staffId: admin.id }]);
  });

  it('refuses a staff account’s own ask: staff are deactivated by an admin', async () => {
    const staff = await signUpStaff(client, first.database, 'Rafa', 'concierge');
    const refused = await ask(staff.token, GOOD_PASSWORD);
    expect(refused.status).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'staff-account' });
  });
});
