import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueCode } from '../../server/services/oneTimeCodes';
import { boltMembers, bolts, oneTimeCodes, outbox, userPictures, users } from '../../server/db/schema';
import { bearer, login, startTestServer, type TestServer } from './helpers';
import { mintToken } from './probe';

let server: TestServer;
let token: string;
let staffToken: string;
const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer();
  token = await login(server.app, 'customer@demo.test');
  staffToken = await login(server.app, 'staff@demo.test');
}, 120_000);
afterAll(() => server.close());

const call = (method: 'GET' | 'PATCH' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = token) =>
  server.app.inject({ method, url, headers: as ? bearer(as) : {}, payload });
const patch = (attributes: object, as = token) => call('PATCH', '/v1/user-profile', { data: { type: 'user-profile', attributes } }, as);
const userRow = async (email: string) => (await db().select().from(users).where(eq(users.email, email)))[0];
const lastMail = async (to: string) => (await db().select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1))[0];
const linkToken = (body: string) => decodeURIComponent(/confirm-email-change\?token=([^\s]+)/.exec(body)![1]);
const confirm = (secret: string) =>
  call('POST', '/v1/user-profile/confirm-email', { data: { type: 'user-profile', attributes: { token: secret } } }, '');

describe('GET and PATCH user-profile', () => {
  it('answers the signed-in person’s own information', async () => {
    const response = await call('GET', '/v1/user-profile');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: String((await userRow('customer@demo.test')).id),
      type: 'user-profile',
      attributes: {
        firstName: 'Kari',
        lastName: 'Nordmann',
        email: 'customer@demo.test',
        emailVerified: true,
        pendingEmail: null,
        pendingEmailExpiresAt: null,
        phone: '+4790000002',
        phoneVerified: true,
        picture: null,
        role: 'customer',
      },
    });
    const staff = (await call('GET', '/v1/user-profile', undefined, staffToken)).json().data.attributes;
    expect(staff).toMatchObject({ email: 'staff@demo.test', role: 'staff', phone: null });
  });

  it('changes the names at once, which User-info then shows', async () => {
    const response = await patch({ firstName: '  Karoline ', lastName: 'Nordmann-Berg' });
    expect(response.statusCode).toBe(200);
    expect(response.json().meta).toEqual({ message: 'Your user information is saved.' });
    expect(response.json().data.attributes).toMatchObject({ firstName: 'Karoline', lastName: 'Nordmann-Berg' });
    const info = (await call('GET', '/v1/auth/user-info')).json().data;
    expect(info.account_full_name).toBe('Karoline Nordmann-Berg');
    await patch({ firstName: 'Kari', lastName: 'Nordmann' });
  });

  it('takes a new phone number in E.164 and resets its verification', async () => {
    const response = await patch({ phone: '+47 912 34 567' });
    expect(response.json().data.attributes).toMatchObject({ phone: '+4791234567', phoneVerified: false });
    const same = await patch({ phone: '+4791234567' });
    expect(same.json().data.attributes.phoneVerified).toBe(false);
    await db().update(users).set({ phone: '+4790000002', phoneVerifiedAt: new Date() }).where(eq(users.email, 'customer@demo.test'));
  });

  it.each([
    [{ firstName: '' }, '/data/attributes/firstName', 'Please provide a first name'],
    [{ lastName: '   ' }, '/data/attributes/lastName', 'Please provide a last name'],
    [{ email: 'not an address' }, '/data/attributes/email', 'Please enter a valid email address.'],
    [{ phone: '12345' }, '/data/attributes/phone', 'Please enter a valid mobile number with its country code, e.g. +47 912 34 567.'],
    [{ role: 'admin' }, '/data/attributes/role', 'Unknown attribute: role.'],
  ])('refuses %j with its message, changing nothing', async (attributes, pointer, detail) => {
    const before = await userRow('customer@demo.test');
    const response = await patch(attributes);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([expect.objectContaining({ detail, source: { pointer } })]);
    expect(await userRow('customer@demo.test')).toEqual(before);
  });

  it('is for signed-in people only', async () => {
    expect((await call('GET', '/v1/user-profile', undefined, '')).statusCode).toBe(401);
    expect((await patch({ firstName: 'X' }, '')).statusCode).toBe(401);
  });
});

describe('changing the e-mail address', () => {
  it('mails a single-use link to the new address and changes it only when the link is opened', async () => {
    const [person] = await db()
      .insert(users)
      .values({ ...(await userRow('customer@demo.test')), id: undefined, email: 'mover@demo.test', emailVerifiedAt: new Date() })
      .returning();
    const moverToken = await mintToken(server.database, 'mover@demo.test');
    const response = await patch({ email: 'moved@example.test' }, moverToken);
    expect(response.statusCode).toBe(200);
    expect(response.json().meta.message).toBe('We sent a link to moved@example.test. Your email address changes when you open it.');
    expect(response.json().data.attributes).toMatchObject({ email: 'mover@demo.test', pendingEmail: 'moved@example.test' });
    expect(response.json().data.attributes.pendingEmailExpiresAt).toEqual(expect.any(String));

    const mail = await lastMail('moved@example.test');
    expect(mail.subject).toBe('Confirm your new email address');
    const secret = linkToken(mail.body);
    const opened = await confirm(secret);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({
      data: { type: 'user-profile', attributes: { email: 'moved@example.test' } },
      meta: { message: 'Your email address is now moved@example.test.' },
    });
    const after = (await db().select().from(users).where(eq(users.id, person.id)))[0];
    expect(after.email).toBe('moved@example.test');
    expect(after.emailVerifiedAt).not.toBeNull();
    expect((await lastMail('mover@demo.test')).subject).toBe('Your email address was changed');

    const again = await confirm(secret);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0]).toMatchObject({
      detail: 'This link has expired or has already been used. Ask for a new one on the User information page.',
    });
    expect((await call('GET', '/v1/user-profile', undefined, moverToken)).json().data.attributes.pendingEmail).toBeNull();
  });

  it('refuses an expired link, and an unknown one, alike', async () => {
    const person = await userRow('customer@demo.test');
    const secret = await issueCode(
      db(),
      { userId: person.id, purpose: 'change_email', ttlMs: 60_000, payload: 'late@example.test' },
      new Date(Date.now() - 120_000),
    );
    for (const attempt of [secret, 'no-such-link']) {
      const response = await confirm(attempt);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0].code).toBe('invalid_link');
    }
    expect((await userRow('customer@demo.test')).email).toBe('customer@demo.test');
  });

  it('answers alike for an address that has an account, mailing its owner a notice instead of a link', async () => {
    const mine = await patch({ email: 'other@demo.test' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().meta.message).toBe('We sent a link to other@demo.test. Your email address changes when you open it.');
    expect(mine.json().data.attributes.pendingEmail).toBe('other@demo.test');
    const notice = await lastMail('other@demo.test');
    expect(notice.subject).toBe('Someone tried to use your email address');
    expect(notice.body).not.toContain('token=');
    expect((await userRow('customer@demo.test')).email).toBe('customer@demo.test');
    // A new request replaces the pending one; the same address as now cancels nothing and sends nothing.
    const person = await userRow('customer@demo.test');
    await db()
      .update(oneTimeCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(oneTimeCodes.userId, person.id), eq(oneTimeCodes.purpose, 'change_email')));
    const unchanged = await patch({ email: 'Customer@Demo.test' });
    expect(unchanged.json().meta.message).toBe('Your user information is saved.');
  });
});

/** A multipart body with one file in the field `picture` (or another name). */
function multipart(bytes: Buffer, { field = 'picture', filename = 'me.png', type = 'image/png' } = {}) {
  const boundary = '----profile-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (body: ReturnType<typeof multipart>, as = token) =>
  server.app.inject({ method: 'PUT', url: '/v1/user-profile/picture', headers: { ...bearer(as), ...body.headers }, payload: body.payload });
const image = (format: 'png' | 'jpeg' | 'gif', width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .toFormat(format)
    .toBuffer();

describe('PUT, GET and DELETE user-profile/picture', () => {
  it('stores a square WebP of the upload and serves it to signed-in people at the address User-info gives', async () => {
    const response = await upload(multipart(await image('jpeg'), { filename: 'holiday.txt', type: 'text/plain' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().meta).toEqual({ message: 'Your picture is saved.' });
    const picture = response.json().data.attributes.picture as string;
    const person = await userRow('customer@demo.test');
    expect(picture).toMatch(new RegExp(`^/v1/user-profile/picture/${person.id}\\?v=\\d+$`));
    expect((await call('GET', '/v1/auth/user-info')).json().data.account_picture).toBe(picture);

    const served = await call('GET', picture);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect((await call('GET', picture, undefined, '')).statusCode).toBe(401);
  });

  it('shows a picture to the people who see its owner in a Bolt’s users list, and to nobody else', async () => {
    const picture = (await call('GET', '/v1/user-profile')).json().data.attributes.picture as string;
    const otherToken = await mintToken(server.database, 'other@demo.test');
    for (const as of [otherToken, staffToken]) {
      const refused = await call('GET', picture, undefined, as);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().errors[0].title).toBe('Resource not found');
    }
    const acmeBolt = (await db().select().from(bolts).where(eq(bolts.name, 'Acme main shop')))[0];
    const other = await userRow('other@demo.test');
    const [membership] = await db()
      .insert(boltMembers)
      .values({ boltId: acmeBolt.id, userId: other.id, email: other.email, role: 'developer', status: 'active' })
      .returning();
    expect((await call('GET', picture, undefined, otherToken)).statusCode).toBe(200);
    await db().delete(boltMembers).where(eq(boltMembers.id, membership.id));
  });

  it('reads GIF and PNG by their content', async () => {
    for (const format of ['gif', 'png'] as const) expect((await upload(multipart(await image(format, 40, 900)))).statusCode).toBe(200);
  });

  it('answers 413 in plain words past 5 MB, and 422 to a file that is not an image or a missing field', async () => {
    const before = (await db().select().from(userPictures)).length;
    const big = await upload(multipart(Buffer.alloc(5 * 1024 * 1024 + 1, 1)));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({
      errors: [{ status: '413', title: 'Payload too large', detail: 'The picture is larger than 5 MB. Please choose a smaller one.' }],
      message: 'The picture is larger than 5 MB. Please choose a smaller one.',
    });
    const text = await upload(multipart(Buffer.from('just some text, not a picture'), { filename: 'me.png' }));
    expect(text.statusCode).toBe(422);
    expect(text.json().errors[0].detail).toBe('This file is not a picture we can read. Please choose a JPEG, PNG, WebP or GIF image.');
    const svg = await upload(multipart(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'), { type: 'image/svg+xml' }));
    expect(svg.statusCode).toBe(422);
    const elsewhere = await upload(multipart(await image('png'), { field: 'avatar' }));
    expect(elsewhere.json().errors[0].detail).toBe('Please choose a picture to upload (JPEG, PNG, WebP or GIF).');
    const json = await call('PUT', '/v1/user-profile/picture', { data: { attributes: {} } });
    expect(json.statusCode).toBe(422);
    expect((await db().select().from(userPictures)).length).toBe(before);
  });

  it('removes the picture, after which its address answers 404', async () => {
    const picture = (await call('GET', '/v1/user-profile')).json().data.attributes.picture as string;
    const response = await call('DELETE', '/v1/user-profile/picture');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes.picture).toBeNull();
    expect((await call('GET', '/v1/auth/user-info')).json().data.account_picture).toBeNull();
    const gone = await call('GET', picture);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().errors[0].title).toBe('Resource not found');
    expect((await call('GET', '/v1/user-profile/picture/abc')).statusCode).toBe(404);
  });
});
