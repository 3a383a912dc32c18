/** Staff sign-in and the own account: `/admin/login`, `/quit`, `/mine`, password, avatar, two-step sign-in. */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginBody, modifyHeadImgBody, modifyPasswordBody } from '../../../contract/auth.js';
import { ok } from '../../http/envelope.js';
import { badRequest, conflict, invalidFields } from '../../http/errors.js';
import { findUserById } from '../users/repository.js';
import { principalOf } from './guard.js';
import { verifyPassword } from './password.js';
import { beginTwoFactorSetup, confirmTwoFactorSetup, disableTwoFactor } from './two-factor.js';

const tags = ['auth'];

/** Registered inside the admin scope (prefix `/admin`). */
export const authRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth } = app.services;

  app.post('/login', { config: { public: true }, schema: { tags, body: loginBody } }, async (request) => {
    const token = await auth.login({ ...request.body, address: request.ip });
    return ok(request, token);
  });

  const beforeTwoFactor = { beforeTwoFactor: true };

  app.get('/quit', { config: beforeTwoFactor, schema: { tags } }, async (request) => {
    await auth.logout(principalOf(request));
    return ok(request, null);
  });

  app.get('/mine', { config: beforeTwoFactor, schema: { tags } }, async (request) => ok(request, await auth.profile(principalOf(request), request.lang)));

  app.put('/modify-password', { config: beforeTwoFactor, schema: { tags, body: modifyPasswordBody } }, async (request) => {
    await auth.changePassword(principalOf(request), request.body.oldPassword, request.body.newPassword);
    return ok(request, true);
  });

  app.put('/modify-head-img', { schema: { tags, body: modifyHeadImgBody } }, async (request) => {
    await auth.changeHeadImg(principalOf(request), request.body.headImg);
    return ok(request, true);
  });

  app.post('/two-factor/setup', { config: beforeTwoFactor, schema: { tags } }, async (request) => {
    const user = await findUserById(app.db, principalOf(request).userId);
    if (!user) throw badRequest('recordNotFound');
    return ok(request, await beginTwoFactorSetup(app.db, user));
  });

  app.post('/two-factor/confirm', { config: beforeTwoFactor, schema: { tags, body: z.object({ otp: z.string().trim().min(1).max(16) }) } }, async (request) => {
    const user = await findUserById(app.db, principalOf(request).userId);
    const codes = user ? await confirmTwoFactorSetup(app.db, user, request.body.otp) : null;
    if (!codes) throw invalidFields([{ field: 'otp', key: 'validation.pattern' }]);
    return ok(request, { recoveryCodes: codes });
  });

  app.post('/two-factor/disable', { schema: { tags, body: z.object({ password: z.string().min(1).max(128) }) } }, async (request) => {
    const principal = principalOf(request);
    const policy = await app.db.selectFrom('site_state').select('require_two_factor').where('id', '=', 1).executeTakeFirst();
    if (policy?.require_two_factor === 1) throw conflict('twoFactorRequiredByPolicy');
    const user = await findUserById(app.db, principal.userId);
    if (!user || !(await verifyPassword(user.password_hash, request.body.password))) {
      throw invalidFields([{ field: 'password', key: 'oldPasswordWrong' }]);
    }
    await disableTwoFactor(app.db, principal.userId);
    return ok(request, true);
  });
};
