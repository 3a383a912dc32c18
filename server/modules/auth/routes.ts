/** Staff sign-in and the own account: `/admin/login`, `/quit`, `/mine`, password, avatar, two-step sign-in. */
import { routePlugin } from '../../http/route-plugin.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  currentCredentialsBody, loginBody, modifyHeadImgBody, modifyPasswordBody, profile, recoveryCodes, twoFactorConfirmBody, twoFactorSetup,
} from '../../../contract/auth.js';
import { doneEnvelope, envelopeOf, nullEnvelope } from '../../../contract/envelope.js';
import { ok } from '../../http/envelope.js';
import { principalOf } from './guard.js';

const tags = ['auth'];
const done = { 200: doneEnvelope };

/** Registered inside the admin scope (prefix `/admin`). */
export const authRoutes = routePlugin((fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth } = app.services;

  app.post('/login', { config: { public: true }, schema: { tags, summary: 'Sign in: the token for the Authorization header', body: loginBody, response: { 200: envelopeOf(z.string().meta({ description: 'The token for the Authorization header' })) } } }, async (request) => {
    const token = await auth.login({ ...request.body, address: request.ip });
    return ok(request, token);
  });

  const beforeTwoFactor = { beforeTwoFactor: true, openToReviewers: true };
  // A new two-step secret and recovery codes are shown once: an Idempotency-Key never keeps them.
  const secretAnswer = { ...beforeTwoFactor, secretAnswer: true };
  /** A reviewer looks after their own account like anyone. */
  const ownAccount = { openToReviewers: true };

  app.get('/quit', { config: beforeTwoFactor, schema: { tags, summary: 'Sign out: end this session', response: { 200: nullEnvelope } } }, async (request) => {
    await auth.logout(principalOf(request));
    return ok(request, null);
  });

  app.get('/mine', { config: beforeTwoFactor, schema: { tags, summary: 'The signed-in account', response: { 200: envelopeOf(profile) } } }, async (request) => ok(request, await auth.profile(principalOf(request), request.lang)));

  app.put('/modify-password', { config: beforeTwoFactor, schema: { tags, summary: 'Change the signed-in account\'s password', body: modifyPasswordBody, response: done } }, async (request) => {
    await auth.changePassword(principalOf(request), request.body, request.ip);
    return ok(request, true);
  });

  app.put('/modify-head-img', { config: ownAccount, schema: { tags, summary: 'Change the signed-in account\'s picture', body: modifyHeadImgBody, response: done } }, async (request) => {
    await auth.changeHeadImg(principalOf(request), request.body.headImg);
    return ok(request, true);
  });

  // Open before two-step sign-in is set up: an account the firm requires it of sets it up here.
  app.post('/two-factor/setup', { config: secretAnswer, schema: { tags, summary: 'Begin setting up two-step sign-in: a new secret', body: currentCredentialsBody, response: { 200: envelopeOf(twoFactorSetup) } } }, async (request) =>
    ok(request, await auth.twoFactor.startSetup(principalOf(request).userId, request.body, request.ip)),
  );

  app.post('/two-factor/confirm', { config: secretAnswer, schema: { tags, summary: 'Confirm two-step sign-in with a code: the recovery codes', body: twoFactorConfirmBody, response: { 200: envelopeOf(recoveryCodes) } } }, async (request) => {
    const recoveryCodes = await auth.twoFactor.confirmSetup(principalOf(request).userId, request.body.otp, request.ip);
    return ok(request, { recoveryCodes });
  });

  app.post('/two-factor/disable', { config: ownAccount, schema: { tags, summary: 'Turn two-step sign-in off for the signed-in account', body: currentCredentialsBody, response: done } }, async (request) => {
    await auth.twoFactor.disable(principalOf(request), request.body, request.ip);
    return ok(request, true);
  });
});
