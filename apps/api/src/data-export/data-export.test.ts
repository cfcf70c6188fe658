import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DataExportListResponse, DataExportResponse } from '@concierge/api-client';
import { users } from '../accounts/tables.js';
import { accessLog } from '../audit/tables.js';
import { verifyAccessLog } from '../audit/verify.js';
import { authHeaders, outgoingMessagesTo } from '../testing/api-calls.js';
import {
  listenForTests,
  seededSurveyId,
  signInAgain,
  signInDemo,
  signUpNewAccount,
  submittedRequest,
  uploadedFile,
  type HttpTestClient,
} from '../testing/http-test-client.js';
import { rememberedMfaToken } from '../testing/remembered-mfa-tokens.js';
import { signUpStaff } from '../testing/staff-sign-up.js';
import { onDb } from '../testing/test-database.js';
import { twoInstancesOnDisk } from '../testing/two-instances.js';
import { dataExports } from './tables.js';
import { EXPORT_ERRORS } from './texts.js';

// Data exports over HTTP (docs/personal-data.md#export): asked for, prepared by the job exactly once across
// two instances, announced by one email, downloaded behind sign-in as a ZIP whose contents are read back
// here, expired after 7 days; and an admin's export of someone else's data, on the access record.

const DAY = 24 * 60 * 60 * 1000;
const PDF = Buffer.from('%PDF-1.7\n% the requester’s own file\n%%EOF\n');
const NOTE_PDF = Buffer.from('%PDF-1.7\n% a file of an internal note\n%%EOF\n');

describe(onDb('data exports'), async () => {
  const { first, second, dir } = await twoInstancesOnDisk('export-test-');
  const client = await listenForTests(first.app);
  const db = first.database.db;
  const concierge = await signInDemo(client, 1);
  const plumber = await seededSurveyId(first.database, 'find-a-plumber');

  /** A requester with a request, a file of theirs in it, the concierge's reply and an internal note. */
  async function requesterWithHistory() {
    const person = await signUpNewAccount(client, 'Grace');
    const id = await submittedRequest(client, person.token, plumber);
    const key = await uploadedFile(client, person.token, {
      filename: 'quote.pdf',
      contentType: 'application/pdf',
      bytes: PDF,
    });
    const posted = await client.call('POST', `/api/v1/requests/${id}/messages`, {
      token: person.token,
      body: { message: { body_html: '<p>Here is the plumber’s quote</p>', attachment_keys: [key] } },
    });
    expect(posted.status).toBe(200);
    await client.call('POST', `/api/v1/concierge/requests/${id}/messages`, {
      token: concierge,
      body: { message: { body_html: '<p>Thanks, booking Tuesday</p>' } },
    });
    const noteKey = await uploadedFile(client, concierge, {
      filename: 'notes.pdf',
      contentType: 'application/pdf',
      bytes: NOTE_PDF,
    });
    const note = await client.call('POST', `/api/v1/concierge/requests/${id}/messages`, {
      token: concierge,
      body: {
        message: { body_html: '<p>Internal: grumpy caller</p>', attachment_keys: [noteKey], internal: true },
      },
    });
    expect(note.status).toBe(200);
    return { ...person, requestId: id, key };
  }

  async function download(on: HttpTestClient, token: string, url: string) {
    const response = await fetch(new URL(url, on.base), {
      headers: authHeaders(token, rememberedMfaToken(token)),
    });
    return {
      status: response.status,
      headers: response.headers,
      bytes: new Uint8Array(await response.arrayBuffer()),
    };
  }
  const exportsOf = async (token: string) =>
    DataExportListResponse.parse((await client.call('GET', '/api/v1/users/data_exports', { token })).json())
      .exports;

  it('prepares a ZIP of the person’s data in the background, once, and says so by one email', async () => {
    const person = await requesterWithHistory();
    const asked = await client.call('POST', '/api/v1/users/data_exports', { token: person.token });
    expect(asked.status).toBe(200);
    const queued = DataExportResponse.parse(asked.json()).export;
    expect(queued).toMatchObject({ state: 'queued', download_url: null, subject: null });
    // Asking again while it is prepared answers the same one.
    const again = DataExportResponse.parse(
      (await client.call('POST', '/api/v1/users/data_exports', { token: person.token })).json(),
    ).export;
    expect(again.id).toBe(queued.id);
    const early = await download(client, person.token, `/api/v1/users/data_exports/${queued.id}/download`);
    expect(early.status).toBe(409);
    expect(JSON.parse(strFromU8(early.bytes))).toMatchObject({ error: EXPORT_ERRORS.notReady });

    // Two instances run a pass at once: one prepares it, the other finds nothing to take.
    const ready = await Promise.all([first.app.prepareDataExports(), second.app.prepareDataExports()]);
    expect(ready[0] + ready[1]).toBe(1);
    expect(await first.app.prepareDataExports()).toBe(0);
    const mails = (await outgoingMessagesTo(first.database, person.email)).filter(
      (mail) => mail.kind === 'data-export-ready',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('http://app.test/account/data');

    const [listed] = await exportsOf(person.token);
    expect(listed).toMatchObject({ id: queued.id, state: 'ready' });
    const zip = await download(client, person.token, listed!.download_url!);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('cache-control')).toBe('private, no-store');
    const files = unzipSync(zip.bytes);
    const data = JSON.parse(strFromU8(files['data.json']!));
    expect(data.account).toMatchObject({ email: person.email, first_name: 'Grace' });
    const [request] = data.requests;
    expect(request.id).toBe(person.requestId);
    const bodies = request.messages.map((message: { body_html: string }) => message.body_html);
    expect(bodies).toEqual(
      expect.arrayContaining(['<p>Here is the plumber’s quote</p>', '<p>Thanks, booking Tuesday</p>']),
    );
    // Never the team's internal notes, nor their files.
    const everything = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    expect(everything).not.toContain('grumpy caller');
    expect(everything).not.toContain('a file of an internal note');
    // The person's file, byte for byte, where data.json says it is.
    const [file] = data.files;
    expect(file).toMatchObject({ key: person.key, filename: 'quote.pdf' });
    expect(Buffer.from(files[file.path]!).equals(PDF)).toBe(true);
    // Second factors listed without secrets, sessions, notification settings.
    expect(data.second_factors).toEqual({
      passkeys: [],
      authenticator_app: null,
      text_message: null,
      recovery_codes: null,
    });
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.notification_settings).toEqual({ email_replies: true });
    expect(everything).not.toMatch(/\$argon2id\$/);
    // The readable index: the same conversation, and a page that may load nothing from anywhere.
    const index = strFromU8(files['index.html']!);
    expect(index).toContain('Here is the plumber’s quote');
    expect(index).toContain(`href="${file.path}"`);
    expect(index).toContain('content="default-src &#x27;none&#x27;;');
  });

  it('takes at most three asks a day, and says when to come back', async () => {
    const person = await signUpNewAccount(client, 'Ivy');
    for (let ask = 0; ask < 3; ask += 1) {
      await client.call('POST', '/api/v1/users/data_exports', { token: person.token });
      await first.app.prepareDataExports();
    }
    const fourth = await client.call('POST', '/api/v1/users/data_exports', { token: person.token });
    expect(fourth.status).toBe(429);
    expect(fourth.json()).toMatchObject({ error: EXPORT_ERRORS.tooMany, code: 'too-many-exports' });
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('prepares an export again when the instance that took it died, after its lease', async () => {
    const person = await signUpNewAccount(client, 'Kim');
    const { id } = DataExportResponse.parse(
      (await client.call('POST', '/api/v1/users/data_exports', { token: person.token })).json(),
    ).export;
    // As an instance that took it and stopped mid-way leaves it: attempted once, leased for 15 minutes.
    await db
      .update(dataExports)
      .set({ attempts: 1, claimedUntil: new Date(first.clock.now().getTime() + 15 * 60 * 1000) })
      .where(eq(dataExports.id, id));
    expect(await second.app.prepareDataExports()).toBe(0);
    first.clock.advance(15 * 60 * 1000 + 1);
    expect(await second.app.prepareDataExports()).toBe(1);
  });

  it('lets an admin prepare a person’s data (a data subject request), on the access record', async () => {
    const person = await requesterWithHistory();
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, person.email));
    const personId = row!.id;
    const ask = (token: string, email: string) =>
      client.call('POST', '/api/v1/concierge/data_exports', { token, body: { data_export: { email } } });
    expect((await ask(concierge, person.email)).status).toBe(403);
    const admin = await signUpStaff(client, first.database, 'Olive', 'admin');
    const missing = await ask(admin.token, 'nobody@example.com');
    expect(missing.status).toBe(404);
    expect(missing.json()).toMatchObject({ error: EXPORT_ERRORS.noAccount });
    expect((await ask(admin.token, 'not an email')).status).toBe(400);
    // The address as typed, in capitals and with spaces, finds the account.
    const asked = await ask(admin.token, `  ${person.email.toUpperCase()} `);
    expect(asked.status).toBe(200);
    const prepared = DataExportResponse.parse(asked.json()).export;
    expect(prepared.subject).toMatchObject({ id: personId, email: person.email });
    await first.app.prepareDataExports();
    // The email goes to the admin, pointing at the console; the person's own list does not show it.
    const mails = (await outgoingMessagesTo(first.database, admin.email)).filter(
      (mail) => mail.kind === 'data-export-ready',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('http://app.test/console/data-exports');
    expect((await exportsOf(person.token)).map((item) => item.id)).not.toContain(prepared.id);
    const zip = await download(client, admin.token, `/api/v1/users/data_exports/${prepared.id}/download`);
    expect(zip.status).toBe(200);
    expect(JSON.parse(strFromU8(unzipSync(zip.bytes)['data.json']!)).account.email).toBe(person.email);
    const record = await db.select().from(accessLog).where(eq(accessLog.requesterId, personId));
    expect(record.filter((entry) => entry.action === 'export')).toMatchObject([
      { staffId: admin.id, detail: prepared.id },
    ]);
    expect((await verifyAccessLog(db)).broken).toBeNull();
  });
  it('serves an export only to the one who asked, signed in, and for 7 days', async () => {
    const person = await requesterWithHistory();
    const { id } = DataExportResponse.parse(
      (await client.call('POST', '/api/v1/users/data_exports', { token: person.token })).json(),
    ).export;
    await first.app.prepareDataExports();
    const url = `/api/v1/users/data_exports/${id}/download`;
    expect((await fetch(new URL(url, client.base))).status).toBe(401);
    const stranger = await signUpNewAccount(client, 'Mallory');
    expect((await download(client, stranger.token, url)).status).toBe(404);
    expect((await download(client, concierge, url)).status).toBe(404);
    expect((await download(client, person.token, url)).status).toBe(200);

    first.clock.advance(7 * DAY + 1);
    const later = await signInAgain(client, person.email);
    const late = await download(client, later, url);
    expect(late.status).toBe(410);
    expect(JSON.parse(strFromU8(late.bytes))).toMatchObject({ error: EXPORT_ERRORS.expired });
    // The next pass removes the file itself.
    await first.app.prepareDataExports();
    const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
    expect(row?.state).toBe('expired');
    expect(existsSync(path.join(dir, 'exports', id))).toBe(false);
    const listed = await exportsOf(later);
    expect(listed.find((item) => item.id === id)).toMatchObject({ state: 'expired', download_url: null });
  });
});
