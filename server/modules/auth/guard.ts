/**
 * The gate of every admin route: a valid token or 401, and the administrator role where the route
 * asks for it or 403. Runs before the body is read, so an anonymous caller learns nothing more.
 */
import type { FastifyRequest } from 'fastify';
import type { Lang } from '../../../contract/languages.js';
import { mayManage, mayPublish, ROLE_ADMINISTRATOR } from '../../../contract/roles.js';
import { AppError, forbidden, unauthorized } from '../../http/errors.js';
import type { StaffPrincipal } from './principal.js';
import type { AuthService } from './service.js';
import { tokenFromHeader } from './tokens.js';

export function staffGuard(auth: AuthService) {
  return async function requireStaff(request: FastifyRequest): Promise<void> {
    if (request.routeOptions.config.public) return;
    const token = tokenFromHeader(request.headers.authorization);
    const principal = token ? await auth.authenticate(token) : null;
    if (!principal) throw unauthorized();
    request.staff = principal;
    if (principal.mustSetUpTwoFactor && !request.routeOptions.config.beforeTwoFactor) {
      throw new AppError(403, 'twoFactorSetupRequired', {}, { result: { twoFactorSetupRequired: true } });
    }
    if (request.routeOptions.config.administratorOnly && principal.roleId !== ROLE_ADMINISTRATOR) throw forbidden();
    if (!mayManage(principal.roleId) && request.method !== 'GET' && !request.routeOptions.config.openToReviewers) throw forbidden();
  };
}

/** Who writes, as a content write records it: the language answered in, the author's name, and whether they may publish. */
export function writerOf(request: FastifyRequest): { lang: Lang; operatorName: string; canPublish: boolean } {
  const principal = principalOf(request);
  return { lang: request.lang, operatorName: principal.userName, canPublish: mayPublish(principal.roleId) };
}

/** The principal of a guarded route; the guard has made sure there is one. */
export function principalOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw unauthorized();
  return request.staff;
}
