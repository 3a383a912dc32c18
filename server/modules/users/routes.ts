/** `/admin/users`: administrators list, create, change and disable staff accounts. */
import { routePlugin } from '../../http/route-plugin.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Lang } from '../../../contract/languages.js';
import { idParams } from '../../../contract/content.js';
import { pagingQuery, resolvePaging } from '../../../contract/paging.js';
import { twoFactorPolicyBody } from '../../../contract/auth.js';
import { createUserBody, type StaffAccount, staffAccount, updateUserBody } from '../../../contract/users.js';
import { envelopeOf, listEnvelopeOf } from '../../../contract/envelope.js';
import type { StaffUser } from '../../db/schema.js';
import { ok, okList } from '../../http/envelope.js';
import { principalOf } from '../auth/guard.js';
import { identityOf } from './identity.js';

const tags = ['users'];
const config = { administratorOnly: true };
const account = { 200: envelopeOf(staffAccount) };
const policy = { 200: envelopeOf(twoFactorPolicyBody) };

function toAccount(user: StaffUser, lang: Lang): StaffAccount {
  return { ...identityOf(user, lang), disabled: user.disabled === 1, createTime: user.create_time };
}

/** Registered inside the admin scope (prefix `/admin`). */
export const userRoutes = routePlugin((fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { users } = app.services;

  app.get('/users', { config, schema: { tags, summary: 'List staff accounts', querystring: pagingQuery, response: { 200: listEnvelopeOf(staffAccount) } } }, async (request) => {
    const paging = resolvePaging(request.query);
    const { users: page, totalCount } = await users.page({ offset: paging.offset, limit: paging.pageSize });
    return okList(request, page.map((u) => toAccount(u, request.lang)), { pageNo: paging.pageNo, pageSize: paging.pageSize, totalCount });
  });

  app.post('/users', { config, schema: { tags, summary: 'Create a staff account', body: createUserBody, response: account } }, async (request) =>
    ok(request, toAccount(await users.create(request.body), request.lang)),
  );

  app.put('/users', { config, schema: { tags, summary: 'Change a staff account\'s name, role or password', body: updateUserBody, response: account } }, async (request) =>
    ok(request, toAccount(await users.change(principalOf(request).userId, request.body), request.lang)),
  );

  app.get('/users/two-factor-policy', { config, schema: { tags, summary: 'Whether the firm requires two-step sign-in', response: policy } }, async (request) => {
    return ok(request, { required: await users.twoFactorRequired() });
  });

  app.put('/users/two-factor-policy', { config, schema: { tags, summary: 'Require two-step sign-in of every account, or not', body: twoFactorPolicyBody, response: policy } }, async (request) => {
    await users.setTwoFactorRequired(request.body.required);
    return ok(request, { required: request.body.required });
  });

  app.delete(
    '/users/:id',
    { config, schema: { tags, summary: 'Disable a staff account (it is kept, for the audit log)', params: idParams, response: account } },
    async (request) => ok(request, toAccount(await users.disable(principalOf(request).userId, request.params.id), request.lang)),
  );
});
