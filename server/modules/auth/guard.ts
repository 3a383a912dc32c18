/**
 * The gate of every admin route: a valid token or 401, and the administrator role where the route
 * asks for it or 403. Runs before the body is read, so an anonymous caller learns nothing more.
 */
import type { FastifyRequest } from 'fastify';
import { ROLE_ADMINISTRATOR } from '../../../contract/roles.js';
import { AppError, forbidden, unauthorized } from '../../http/errors.js';
import type { AuthService, StaffPrincipal } from './service.js';
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
  };
}

/** The principal of a guarded route; the guard has made sure there is one. */
export function principalOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw unauthorized();
  return request.staff;
}
