/**
 * How many CVs a caller may import per minute (`POST /api/resume-imports`; docs/security.md
 * "Brute force and rate limits"). Each import holds an import thread for up to a
 * few hundred milliseconds, so besides the API's limit per client address the route has its own,
 * by the caller's kind: a back-office account (HR imports a batch of up to 50 CVs, spec §9) gets
 * `staff` imports a minute, a collaborator (an applicant or employee importing their own CV, who
 * needs a few; an applicant signs up alone) gets `collaborator`. Each kind also has three times
 * its rate per client address (an office behind one address, a person with several accounts),
 * counted apart, so that applicants' accounts from one address never use up HR's allowance there.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isStaff } from '@highlight/domain/roles';
import { AppError } from '../../errors.ts';

/** CV imports per account per minute, by the caller's kind (config `CV_IMPORTS_PER_MINUTE*`). */
export interface CvImportRates {
  /** A caller holding a back-office role (admin, human_ressources, superadmin), dual-role included. */
  staff: number;
  /** Any other caller: applicants and employees, importing their own CV. */
  collaborator: number;
}

/** Defaults of `CvImportRates` (README "Configuration"): HR's batch of 50 in one go; a few for oneself. */
export const CV_IMPORT_RATES: CvImportRates = { staff: 60, collaborator: 5 };

/** A check run before a request's body is read: throws 429 `RATE_LIMITED` past its limit. */
type Check = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * A limit of `max` calls per minute per `key`, counted in the API's rate-limit store (memory, or
 * Redis shared by the processes). @fastify/rate-limit's own route hooks run once per request (the
 * API-wide limit has run by then), so this one checks through `createRateLimit` and answers 429
 * `RATE_LIMITED` with `Retry-After` itself.
 */
function limitBy(scope: FastifyInstance, max: number, key: (request: FastifyRequest) => string): Check {
  const check = scope.createRateLimit({ max, timeWindow: 60_000, keyGenerator: key });
  return async (request, reply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    void reply.header('Retry-After', result.ttlInSeconds);
    throw new AppError('RATE_LIMITED');
  };
}

/**
 * The route's pre-handler (after authentication, before a byte of the upload is read): the
 * caller's kind picks its limits, per client address first, then per account. Throws `AppError`
 * 429 `RATE_LIMITED` (with `Retry-After`) past either.
 */
export function cvImportLimits(scope: FastifyInstance, rates: CvImportRates): Check {
  const limitsOf = (kind: keyof CvImportRates) => {
    const perAddress = limitBy(
      scope,
      3 * rates[kind],
      (request) => `resume-imports:${kind}:address:${request.ip}`,
    );
    const perAccount = limitBy(
      scope,
      rates[kind],
      (request) => `resume-imports:${kind}:account:${request.currentUser?.id ?? request.ip}`,
    );
    return async (request: FastifyRequest, reply: FastifyReply) => {
      await perAddress(request, reply);
      await perAccount(request, reply);
    };
  };
  const staff = limitsOf('staff');
  const collaborator = limitsOf('collaborator');
  return (request, reply) =>
    isStaff(request.currentUser?.roles ?? []) ? staff(request, reply) : collaborator(request, reply);
}
