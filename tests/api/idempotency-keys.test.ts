/**
 * `Idempotency-Key` on staff writes (issue 45 point 3, decision 0065): the same key and body
 * answer the first answer again without writing again; another body is 422; the key is per staff
 * account and expires after 24 hours; a write that committed but whose answer was lost is never
 * done again.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdempotencyService } from '../../server/modules/idempotency/service.js';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';

describe.each(dialects)('Idempotency-Key on staff writes on %s', (dialect) => {
  let ctx: TestContext;
  let token: string;
  let otherToken: string;
  /**
   * Set by a test: the next COMMIT reaches the database, and then its connection "fails" before
   * the answer is read, so the rollback Kysely then tries fails the same way.
   */
  let failAfterNextCommit = false;
  let connectionLost = false;
  const lostConnection = () => Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
  beforeAll(async () => {
    ctx = await createTestContext(dialect, {
      onQuery: (sql) => {
        const statement = sql.trim().toLowerCase();
        if (failAfterNextCommit && statement === 'commit') {
          failAfterNextCommit = false;
          connectionLost = true;
          throw lostConnection();
        }
        if (connectionLost && statement === 'rollback') {
          connectionLost = false;
          throw lostConnection();
        }
      },
    });
    token = (await ctx.staff('editor')).token;
    otherToken = (await ctx.staff('editor')).token;
  });
  afterAll(async () => ctx.close());

  let counter = 0;
  const uniqueName = () => `Idempotent folder ${dialect} ${++counter}`;
  const folderBody = (name: string) => [{ lang: 'en_US', name, type: 0 }];
  const call = (method: string, url: string, payload: unknown, key: string | undefined, as = token) =>
    ctx.request({
      method: method as 'POST',
      url,
      payload: payload as object,
      headers: { authorization: as, lang: 'en_US', ...(key === undefined ? {} : { 'idempotency-key': key }) },
    });
  const foldersNamed = async (name: string) =>
    (await ctx.app.db.selectFrom('catalog_version').select('no').where('name', '=', name).execute()).length;

  it('makes one item of two POSTs with one key, and answers both the same', async () => {
    const name = uniqueName();
    const first = await call('POST', '/api/admin/catalog', folderBody(name), 'create-once-1');
    const second = await call('POST', '/api/admin/catalog', folderBody(name), 'create-once-1');
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await foldersNamed(name)).toBe(1);
    // Without a key, the same body is a new folder, as before.
    await call('POST', '/api/admin/catalog', folderBody(name), undefined);
    expect(await foldersNamed(name)).toBe(2);
  });

  it('refuses the same key with another body with 422 in words, and writes nothing', async () => {
    const name = uniqueName();
    expect((await call('POST', '/api/admin/catalog', folderBody(name), 'reused-key')).statusCode).toBe(200);
    const other = await call('POST', '/api/admin/catalog', folderBody(`${name} changed`), 'reused-key');
    expect(other.statusCode).toBe(422);
    expect(other.body_.message).toBe('This Idempotency-Key was already used for a different request; send a new key with a new request.');
    expect(await foldersNamed(`${name} changed`)).toBe(0);
  });

  it('replays a PUT and a DELETE', async () => {
    const created = (await call('POST', '/api/admin/catalog', folderBody(uniqueName()), undefined)).body_.result;
    const renamed = uniqueName();
    const update = [{ no: created.no, id: created.versions[0].id, lang: 'en_US', name: renamed, type: 0 }];
    const put = await call('PUT', '/api/admin/catalog', update, 'put-once');
    const putAgain = await call('PUT', '/api/admin/catalog', update, 'put-once');
    expect(put.statusCode).toBe(200);
    expect(putAgain.body).toBe(put.body);
    const updates = await ctx.app.db.selectFrom('audit_entry').select('id').where('item_no', '=', created.no).where('action', '=', 'update').execute();
    expect(updates).toHaveLength(1);

    const url = `/api/admin/catalog/${created.versions[0].id}`;
    const removed = await call('DELETE', url, undefined, 'delete-once');
    expect(removed.statusCode).toBe(200);
    const removedAgain = await call('DELETE', url, undefined, 'delete-once');
    // Without the key the second DELETE would be 404: the item is gone.
    expect(removedAgain.statusCode).toBe(200);
    expect(removedAgain.body).toBe(removed.body);
    expect((await call('DELETE', url, undefined, 'delete-twice')).statusCode).toBe(404);
  });

  it('scopes a key to its staff account: another account with the same key writes its own', async () => {
    const name = uniqueName();
    const mine = await call('POST', '/api/admin/catalog', folderBody(name), 'shared-key');
    const theirs = await call('POST', '/api/admin/catalog', folderBody(name), 'shared-key', otherToken);
    expect(mine.statusCode).toBe(200);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.body_.result.no).not.toBe(mine.body_.result.no);
    expect(await foldersNamed(name)).toBe(2);
  });

  it('forgets a key after 24 hours, and removes expired keys', async () => {
    const name = uniqueName();
    expect((await call('POST', '/api/admin/catalog', folderBody(name), 'old-key')).statusCode).toBe(200);
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000).toISOString();
    await ctx.app.db.updateTable('idempotency_key').set({ created_at: dayAgo }).where('key', '=', 'old-key').execute();
    const later = await call('POST', '/api/admin/catalog', folderBody(`${name} later`), 'old-key');
    expect(later.statusCode).toBe(200);
    expect(await foldersNamed(`${name} later`)).toBe(1);
    const rows = await ctx.app.db.selectFrom('idempotency_key').select('created_at').where('key', '=', 'old-key').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.created_at > dayAgo).toBe(true);
  });

  it('removes keys older than 24 hours in one delete when an instance first meets a key', async () => {
    expect((await call('POST', '/api/admin/catalog', folderBody(uniqueName()), 'left-behind')).statusCode).toBe(200);
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000).toISOString();
    await ctx.app.db.updateTable('idempotency_key').set({ created_at: dayAgo }).where('key', '=', 'left-behind').execute();
    // A new instance's service: its first keyed write cleans up.
    const [row] = await ctx.app.db.selectFrom('idempotency_key').select('user_id').where('key', '=', 'left-behind').execute();
    const outcome = await createIdempotencyService(ctx.app.db).claim(row!.user_id, 'another key', 'f'.repeat(64));
    expect(outcome.kind).toBe('claimed');
    expect(await ctx.app.db.selectFrom('idempotency_key').select('key').where('key', '=', 'left-behind').execute()).toEqual([]);
  });

  it('refuses a key that is not 1-255 printable ASCII characters with 400 in words', async () => {
    for (const key of ['', 'x'.repeat(256), 'schlüssel', 'tab\there']) {
      const name = uniqueName();
      const response = await call('POST', '/api/admin/catalog', folderBody(name), key);
      expect(response.statusCode, JSON.stringify(key)).toBe(400);
      expect(response.body_.message).toBe('The Idempotency-Key header must be 1 to 255 printable ASCII characters.');
      expect(await foldersNamed(name)).toBe(0);
    }
    expect((await call('POST', '/api/admin/catalog', folderBody(uniqueName()), 'x'.repeat(255))).statusCode).toBe(200);
  });

  it('frees the key of a refused write, so the corrected request can use it', async () => {
    const name = uniqueName();
    const twice = [...folderBody(name), ...folderBody(`${name} again`)];
    expect((await call('POST', '/api/admin/catalog', twice, 'refused-first')).statusCode).toBe(409);
    expect(await ctx.app.db.selectFrom('idempotency_key').select('key').where('key', '=', 'refused-first').execute()).toEqual([]);
  });

  it('says 409 while the first request with the key is still being processed', async () => {
    const name = uniqueName();
    expect((await call('POST', '/api/admin/catalog', folderBody(name), 'in-flight')).statusCode).toBe(200);
    // Put back as it was while the first request ran: claimed just now, nothing committed, no answer.
    await ctx.app.db
      .updateTable('idempotency_key')
      .set({ state: 'processing', status: null, body: null, claimed_at: new Date().toISOString() })
      .where('key', '=', 'in-flight')
      .execute();
    const busy = await call('POST', '/api/admin/catalog', folderBody(name), 'in-flight');
    expect(busy.statusCode).toBe(409);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.body_.message).toBe('A request with this Idempotency-Key is still being processed; try again shortly.');
    expect(await foldersNamed(name)).toBe(1);

    const together = uniqueName();
    const answers = await Promise.all([0, 1].map(() => call('POST', '/api/admin/catalog', folderBody(together), 'together')));
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    expect(await foldersNamed(together)).toBe(1);
  });

  it('lets a retry take over a claim abandoned with nothing committed (its instance stopped, the database went away)', async () => {
    const name = uniqueName();
    const first = await call('POST', '/api/admin/catalog', folderBody(name), 'abandoned');
    expect(first.statusCode).toBe(200);
    // As if the first attempt had died after claiming the key, before writing anything.
    await ctx.app.db.deleteFrom('catalog_version').where('no', '=', first.body_.result.no).execute();
    await ctx.app.db.deleteFrom('catalog').where('no', '=', first.body_.result.no).execute();
    await ctx.app.db
      .updateTable('idempotency_key')
      .set({ state: 'processing', status: null, body: null, claimed_at: new Date(Date.now() - 60_000).toISOString() })
      .where('key', '=', 'abandoned')
      .execute();
    const retry = await call('POST', '/api/admin/catalog', folderBody(name), 'abandoned');
    expect(retry.statusCode).toBe(200);
    expect(await foldersNamed(name)).toBe(1);
  });

  it('never writes again a request that committed but whose answer was lost', async () => {
    const name = uniqueName();
    failAfterNextCommit = true;
    const lost = await call('POST', '/api/admin/catalog', folderBody(name), 'lost-answer');
    expect(failAfterNextCommit).toBe(false);
    expect(lost.statusCode).toBe(503);
    expect(await foldersNamed(name)).toBe(1);
    const retry = await call('POST', '/api/admin/catalog', folderBody(name), 'lost-answer');
    expect(retry.statusCode).toBe(409);
    expect(retry.body_.message).toBe(
      'This request was already carried out, but its answer cannot be repeated; reload to see the result instead of sending it again.',
    );
    expect(await foldersNamed(name)).toBe(1);
  });

  it('keeps no fast hash of a password in the key: the fingerprint leaves credentials out', async () => {
    const admin = await ctx.staff('administrator');
    const editor = await ctx.staff('editor');
    const password = 'Harbour lights at dusk 9';
    const reset = await call('PUT', '/api/admin/users', { id: editor.id, password }, 'reset-with-password', admin.token);
    expect(reset.statusCode).toBe(200);
    const row = await ctx.app.db.selectFrom('idempotency_key').select(['fingerprint', 'body']).where('key', '=', 'reset-with-password').executeTakeFirstOrThrow();
    // Everything but the password is known to whoever reads the row (method, route, the account's
    // id): one SHA-256 per guess would check guesses of the password offline.
    const guessed = (candidate: string) => createHash('sha256').update(`PUT /api/admin/users\n${JSON.stringify({ id: editor.id, password: candidate })}`).digest('hex');
    expect(row.fingerprint).not.toBe(guessed(password));
    expect(row.body ?? '').not.toContain(password);
    // A retry is still recognised as the same request and answered again, not done twice.
    const retry = await call('PUT', '/api/admin/users', { id: editor.id, password }, 'reset-with-password', admin.token);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    // Another request with the key is still refused: the other fields count.
    expect((await call('PUT', '/api/admin/users', { id: admin.id, password }, 'reset-with-password', admin.token)).statusCode).toBe(422);
  });

  it('keeps no preview link in the key: the link is a credential, kept elsewhere only as a hash', async () => {
    const made = await call('POST', '/api/admin/previews', { entity: 'practiceArea', lang: 'en_US', element: { lang: 'en_US', name: 'Kept nowhere' } }, 'preview-link');
    expect(made.statusCode, made.body).toBe(200);
    const link = (made.body_ as { result: { url: string } }).result.url;
    const token = new URL(link, 'http://site').searchParams.get('preview')!;
    const row = await ctx.app.db.selectFrom('idempotency_key').select('body').where('key', '=', 'preview-link').executeTakeFirstOrThrow();
    expect(row.body ?? '').not.toContain(token);
  });
});
