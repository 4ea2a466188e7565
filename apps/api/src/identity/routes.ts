/**
 * The embedded provider's pages, as Fastify routes under the issuer path (DESIGN.md "Identity and
 * access"). Paths follow Keycloak's where it has one:
 *
 * - `GET  /interaction/:uid`                 sign-in page of a pending authorization request;
 * - `POST /interaction/:uid/login`           checks the credentials (one generic error message),
 *                                              after the brute-force locks (`./brute-force.ts`);
 * - `POST /interaction/:uid/abort`           ends the request with `access_denied`;
 * - `GET|POST /interaction/:uid/registration` sign-up (spec §2), then a link to confirm the email
 *                                              (a notice to the owner when the address is taken:
 *                                              the same answer either way, issue #26 §7)
 *                                              (issue #10 §4) before the first sign-in;
 * - `GET|POST /login-actions/reset-credentials` "forgot password": same answer, same time, for any
 *                                              email (the work runs after the answer, issue #26 §7);
 * - `GET|POST /login-actions/action-token?key=` new password through a one-time link (12 h, once),
 *                                              or the email confirmed by opening it;
 * - `GET /resources/identity.css`, `GET /resources/auto-submit.js` static assets of the pages.
 *
 * Every page is French by default and English with `?lang=en` (remembered in a `locale` cookie);
 * a one-time link's pages speak its owner's language unless the reader switched (issue #26 §20).
 * Signing in never changes the display language (issue #26 §19).
 */
import formbody from '@fastify/formbody';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import { z } from 'zod';
import { RESET_LINK_VALIDITY_HOURS, type Locale } from '@highlight/domain/constants';
import { translate } from '@highlight/domain/i18n';
import { isAcceptableText } from '@highlight/domain/text';
import { ZFirstName, ZPersonName } from '@highlight/domain/user';
import type { Database } from '../db/client.ts';
import type { MailKind } from '../mail/index.ts';
import {
  authenticate,
  confirmEmail,
  createIdentityUser,
  EmailTakenError,
  findActionToken,
  findLinkOwnerLanguage,
  findActiveUser,
  findActiveUserByEmail,
  queueActionEmail,
  queueSignUpNotice,
  redeemActionToken,
  type MailOutcome,
} from './accounts.ts';
import { afterResponse, trackAfterResponse } from './after-response.ts';
import { revokeAccountState } from './adapter.ts';
import {
  ACCOUNT_POLICY,
  ADDRESS_POLICY,
  accountKey,
  addressKey,
  clearFailures,
  lockedSeconds,
  recordFailure,
} from './brute-force.ts';
import { findUnacceptablePart, UNACCEPTABLE_INPUT_EVENT } from './input-guard.ts';
import { asLocale, expiredLocaleCookie, localeCookie, resolveLocale } from './locale.ts';
import {
  AUTO_SUBMIT_JS,
  backToAppLink,
  forgotPasswordPage,
  IDENTITY_CSS,
  loginPage,
  messagePage,
  newPasswordPage,
  registrationPage,
  t,
  type PageContext,
  type RegistrationField,
} from './pages.ts';
import { isStrongPassword } from './password.ts';

interface PagesOptions {
  db: Database;
  provider: Provider;
  issuer: string;
  /** Mount path, e.g. `/realms/highlight`. */
  prefix: string;
  /** The SPA's home URL, target of "go to the application" links. */
  appHome: string;
}

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

const ZUid = z.object({ uid: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
const ZPageQuery = z.object({
  lang: z.string().optional(),
  uid: z.string().optional(),
  key: z.string().optional(),
});
const formField = z.string().max(1000).optional();
const ZLoginForm = z.object({ username: formField, password: formField, rememberMe: formField });
const ZRegistrationForm = z.object({
  firstName: formField,
  lastName: formField,
  email: formField,
  password: formField,
  'password-confirm': formField,
});
const ZForgotForm = z.object({ username: formField });
const ZNewPasswordForm = z.object({ key: formField, password: formField, 'password-confirm': formField });
const ZEmail = z.email();

/** The interaction uid of the path, or '' when malformed (then treated as an expired interaction). */
function uidOf(params: unknown): string {
  const parsed = ZUid.safeParse(params);
  return parsed.success ? parsed.data.uid : '';
}

/** Parses a form body leniently: anything malformed reads as empty fields. */
function form<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body ?? {});
  return parsed.success ? parsed.data : schema.parse({});
}

/** The event logged when the per-recipient limit held a mail back (issue #26 §7). */
export const MAIL_LIMITED_EVENT = 'mail.recipient_limit';

/** Logs a mail held back by the per-recipient limit: its kind only, never the address. */
function logMailOutcome(log: FastifyBaseLogger, kind: MailKind, outcome: MailOutcome): void {
  if (outcome === 'limited')
    log.warn({ event: MAIL_LIMITED_EVENT, kind }, 'mail held back: recipient limit reached');
}

/** `value` when it is a string of acceptable text (issue #26 §5), else undefined: what a page may echo. */
function acceptable(value: unknown): string | undefined {
  return typeof value === 'string' && isAcceptableText(value) ? value : undefined;
}

/**
 * Shows a page's form again, status 400, with `message` (localised) where the page shows errors,
 * after the input guard refused the request; echoes only acceptable values.
 */
type Reshow = (
  request: FastifyRequest,
  reply: FastifyReply,
  message: (locale: Locale) => string,
) => Promise<FastifyReply> | FastifyReply;

/** Registers the pages in an encapsulated scope (its form-body parser stays local). */
export async function registerIdentityPages(app: FastifyInstance, options: PagesOptions): Promise<void> {
  const { db, provider, issuer, prefix, appHome } = options;
  trackAfterResponse(app);

  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) await scope.register(formbody);

    const pageContext = (request: FastifyRequest, url: string, uiLocales?: unknown): PageContext => {
      const query = ZPageQuery.safeParse(request.query);
      return {
        locale: resolveLocale({
          lang: query.success ? query.data.lang : undefined,
          cookieHeader: request.headers.cookie,
          uiLocales,
        }),
        prefix,
        url,
      };
    };

    const send = (request: FastifyRequest, reply: FastifyReply, page: string, status = 200) => {
      const query = ZPageQuery.safeParse(request.query);
      const chosen = query.success ? asLocale(query.data.lang) : undefined;
      if (chosen)
        reply.header('set-cookie', localeCookie(chosen, prefix || '/', request.protocol === 'https'));
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page);
    };

    const interactionUrl = (uid: string) => `${prefix}/interaction/${encodeURIComponent(uid)}`;

    /** The form each page shows again when its input is refused, by route path (see the guard below). */
    const reshows = new Map<string, Reshow>();

    // Issue #26 §5: one guard in front of every page — a NUL or a lone surrogate in any parameter
    // (path, query, form body; names and values) gets 400 and the form again with a localised
    // message, before any handler reads it. One log line says where, never what.
    scope.addHook('preValidation', async (request, reply) => {
      const where = findUnacceptablePart({
        params: request.params,
        query: request.query,
        body: request.body,
      });
      if (!where) return;
      request.log.warn({ event: UNACCEPTABLE_INPUT_EVENT, where }, 'parameter refused: unacceptable text');
      const reshow = reshows.get(request.routeOptions.url ?? '');
      if (reshow) {
        await reshow(request, reply, (locale) => t(locale, 'error.invalidCharacters'));
        return reply;
      }
      const page = pageContext(request, request.url.split('?')[0] ?? prefix);
      await send(
        request,
        reply,
        messagePage(page, {
          title: t(page.locale, 'error.title'),
          message: t(page.locale, 'error.invalidCharacters'),
          kind: 'error',
          links: [backToAppLink(appHome, page.locale)],
        }),
        400,
      );
      return reply;
    });

    /** The pending interaction, or undefined when its cookie is missing, expired or for another uid. */
    const loadInteraction = async (request: FastifyRequest, reply: FastifyReply, uid: string) => {
      if (!uid) return undefined;
      try {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        return details.uid === uid ? details : undefined;
      } catch {
        return undefined;
      }
    };

    const expired = (request: FastifyRequest, reply: FastifyReply, url: string) => {
      const page = pageContext(request, url);
      return send(
        request,
        reply,
        messagePage(page, {
          title: t(page.locale, 'error.title'),
          message: t(page.locale, 'error.sessionExpired'),
          kind: 'error',
          links: [backToAppLink(appHome, page.locale)],
        }),
        400,
      );
    };

    /** Stores the interaction result and sends the browser back to oidc-provider (303). */
    const finish = async (request: FastifyRequest, reply: FastifyReply, result: InteractionResults) => {
      // Issue #11 §5: the switch's choice served this sign-in; the next one follows the user's
      // setting (`ui_locales`). Appended on the raw response, which oidc-provider adds its own to.
      if (result.login)
        reply.raw.appendHeader(
          'set-cookie',
          expiredLocaleCookie(prefix || '/', request.protocol === 'https'),
        );
      const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
        mergeWithLastSubmission: false,
      });
      return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
    };

    const renderLogin = (
      request: FastifyRequest,
      reply: FastifyReply,
      details: Interaction,
      state: { username?: string; error?: string; values?: Record<string, number>; rememberMe?: boolean },
      status = 200,
    ) => {
      const page = pageContext(request, interactionUrl(details.uid), details.params.ui_locales);
      const loginHint = typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined;
      return send(
        request,
        reply,
        loginPage(page, {
          action: `${interactionUrl(details.uid)}/login`,
          username: state.username ?? loginHint,
          error: state.error ? t(page.locale, state.error, state.values) : undefined,
          rememberMe: state.rememberMe,
          forgot: `${prefix}/login-actions/reset-credentials?uid=${encodeURIComponent(details.uid)}`,
          register: `${interactionUrl(details.uid)}/registration`,
        }),
        status,
      );
    };

    scope.get(`${prefix}/resources/identity.css`, (_request, reply) =>
      reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(IDENTITY_CSS),
    );
    scope.get(`${prefix}/resources/auto-submit.js`, (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(AUTO_SUBMIT_JS),
    );

    const reshowLogin: Reshow = async (request, reply, message) => {
      const uid = uidOf(request.params);
      const details = await loadInteraction(request, reply, uid);
      if (!details) return expired(request, reply, interactionUrl(uid));
      const body = form(ZLoginForm, request.body);
      const page = pageContext(request, interactionUrl(details.uid), details.params.ui_locales);
      return send(
        request,
        reply,
        loginPage(page, {
          action: `${interactionUrl(details.uid)}/login`,
          username: acceptable(body.username)?.trim(),
          error: message(page.locale),
          rememberMe: body.rememberMe === 'on',
          forgot: `${prefix}/login-actions/reset-credentials?uid=${encodeURIComponent(details.uid)}`,
          register: `${interactionUrl(details.uid)}/registration`,
        }),
        400,
      );
    };
    reshows.set(`${prefix}/interaction/:uid`, reshowLogin);
    reshows.set(`${prefix}/interaction/:uid/login`, reshowLogin);

    scope.get(`${prefix}/interaction/:uid`, async (request, reply) => {
      const uid = uidOf(request.params);
      const details = await loadInteraction(request, reply, uid);
      if (!details) return expired(request, reply, interactionUrl(uid));
      if (details.prompt.name === 'login') return renderLogin(request, reply, details, {});
      if (details.prompt.name === 'consent')
        return finish(request, reply, { consent: { grantId: await grantAll(provider, details) } });
      return expired(request, reply, interactionUrl(uid));
    });

    scope.post(`${prefix}/interaction/:uid/login`, async (request, reply) => {
      const uid = uidOf(request.params);
      const details = await loadInteraction(request, reply, uid);
      if (!details) return expired(request, reply, interactionUrl(uid));
      const body = form(ZLoginForm, request.body);
      const username = body.username?.trim() ?? '';
      const rememberMe = body.rememberMe === 'on';
      if (!username || !body.password) {
        return renderLogin(
          request,
          reply,
          details,
          { username, rememberMe, error: 'login.missingFields' },
          400,
        );
      }
      // Issue #10 §2: a locked account or address is answered before any password is checked,
      // the same way whether the account exists or not.
      const account = accountKey(username);
      const address = addressKey(request.ip);
      const wait = await lockedSeconds(db, [account, address]);
      if (wait > 0) {
        void reply.header('Retry-After', wait);
        const minutes = Math.ceil(wait / 60);
        return renderLogin(
          request,
          reply,
          details,
          { username, rememberMe, error: 'login.locked', values: { minutes } },
          429,
        );
      }
      const user = await authenticate(db, username, body.password);
      if (!user) {
        await recordFailure(db, account, ACCOUNT_POLICY);
        await recordFailure(db, address, ADDRESS_POLICY);
        return renderLogin(
          request,
          reply,
          details,
          { username, rememberMe, error: 'login.invalidCredentials' },
          401,
        );
      }
      await clearFailures(db, account);
      if (!user.emailVerified) {
        // Issue #10 §4: the right password of an unconfirmed account gets a new link, not a session.
        logMailOutcome(
          request.log,
          'verification',
          await queueActionEmail(db, { issuer, userId: user.id, purpose: 'verification' }),
        );
        return renderLogin(
          request,
          reply,
          details,
          {
            username,
            rememberMe,
            error: 'login.emailNotVerified',
            values: { hours: RESET_LINK_VALIDITY_HOURS },
          },
          403,
        );
      }
      // Issue #26 §19: the page's language (its switch, its cookie, the app's `ui_locales`) serves the
      // page only — on a shared computer it may be the previous person's. A person's display
      // language changes only through the app's language menu (docs/decisions.md).
      return finish(request, reply, { login: { accountId: user.id, remember: rememberMe, amr: ['pwd'] } });
    });

    scope.post(`${prefix}/interaction/:uid/abort`, async (request, reply) => {
      const uid = uidOf(request.params);
      const details = await loadInteraction(request, reply, uid);
      if (!details) return expired(request, reply, interactionUrl(uid));
      return finish(request, reply, {
        error: 'access_denied',
        error_description: 'End-User aborted interaction',
      });
    });

    const registrationUrl = (uid: string) => `${interactionUrl(uid)}/registration`;

    reshows.set(`${prefix}/interaction/:uid/registration`, async (request, reply, message) => {
      const uid = uidOf(request.params);
      const details = await loadInteraction(request, reply, uid);
      if (!details) return expired(request, reply, registrationUrl(uid));
      const page = pageContext(request, registrationUrl(uid), details.params.ui_locales);
      const body = form(ZRegistrationForm, request.body);
      return send(
        request,
        reply,
        registrationPage(page, {
          action: registrationUrl(uid),
          values: {
            firstName: acceptable(body.firstName),
            lastName: acceptable(body.lastName),
            email: acceptable(body.email),
          },
          errors: {},
          error: message(page.locale),
          login: interactionUrl(uid),
        }),
        400,
      );
    });

    scope.get(`${prefix}/interaction/:uid/registration`, async (request, reply) => {
      const uid = uidOf(request.params);
      const details = await loadInteraction(request, reply, uid);
      if (!details) return expired(request, reply, registrationUrl(uid));
      const page = pageContext(request, registrationUrl(uid), details.params.ui_locales);
      return send(
        request,
        reply,
        registrationPage(page, {
          action: registrationUrl(uid),
          values: {},
          errors: {},
          login: interactionUrl(uid),
        }),
      );
    });

    scope.post(`${prefix}/interaction/:uid/registration`, async (request, reply) => {
      const uid = uidOf(request.params);
      const details = await loadInteraction(request, reply, uid);
      if (!details) return expired(request, reply, registrationUrl(uid));
      const page = pageContext(request, registrationUrl(uid), details.params.ui_locales);
      const body = form(ZRegistrationForm, request.body);
      const { errors, input } = validateRegistration(page.locale, body);
      const rerender = (status: number, error?: string) =>
        send(
          request,
          reply,
          registrationPage(page, {
            action: registrationUrl(uid),
            values: { firstName: body.firstName, lastName: body.lastName, email: body.email },
            errors,
            error,
            login: interactionUrl(uid),
          }),
          status,
        );
      if (!input) return rerender(400, t(page.locale, 'register.failed'));
      // Issue #26 §7: the same answer, at the same time, whether the address is taken or not —
      // the account is created (or its owner told) once the answer has left.
      afterResponse(app, reply, request.log, async () => {
        try {
          const { id } = await createIdentityUser(db, {
            ...input,
            roles: ['applicant'],
            status: 'inactive',
            displayLanguage: page.locale,
          });
          // Issue #10 §4: not signed in until the address is confirmed through the emailed link.
          const outcome = await queueActionEmail(db, { issuer, userId: id, purpose: 'verification' });
          logMailOutcome(request.log, 'verification', outcome);
        } catch (error) {
          if (!(error instanceof EmailTakenError)) throw error;
          const outcome = await queueSignUpNotice(db, {
            email: input.email,
            signInUrl: appHome,
            forgotUrl: `${issuer}/login-actions/reset-credentials`,
          });
          logMailOutcome(request.log, 'sign-up-notice', outcome);
        }
      });
      return send(
        request,
        reply,
        messagePage(page, {
          title: t(page.locale, 'register.checkEmailTitle'),
          message: t(page.locale, 'register.checkEmail', {
            email: input.email,
            hours: RESET_LINK_VALIDITY_HOURS,
          }),
          kind: 'info',
          links: [{ href: interactionUrl(uid), label: t(page.locale, 'common.backToLogin') }],
        }),
      );
    });

    const forgotUrl = `${prefix}/login-actions/reset-credentials`;
    const forgotBack = (request: FastifyRequest, locale: Locale) => {
      const query = ZPageQuery.safeParse(request.query);
      const uid = query.success ? query.data.uid : undefined;
      return uid && ZUid.safeParse({ uid }).success
        ? { href: interactionUrl(uid), label: t(locale, 'common.backToLogin') }
        : backToAppLink(appHome, locale);
    };
    const selfUrl = (request: FastifyRequest, path: string, keep: readonly string[]) => {
      const query = new URLSearchParams();
      const parsed = ZPageQuery.safeParse(request.query);
      if (parsed.success)
        for (const name of keep) {
          const value = acceptable(parsed.data[name as keyof typeof parsed.data]);
          if (value) query.set(name, value);
        }
      const search = query.toString();
      return search ? `${path}?${search}` : path;
    };

    reshows.set(forgotUrl, (request, reply, message) => {
      const url = selfUrl(request, forgotUrl, ['uid']);
      const page = pageContext(request, url);
      const email = acceptable(form(ZForgotForm, request.body).username)?.trim();
      return send(
        request,
        reply,
        forgotPasswordPage(page, {
          action: url,
          email,
          error: message(page.locale),
          sent: false,
          back: forgotBack(request, page.locale),
        }),
        400,
      );
    });

    scope.get(forgotUrl, (request, reply) => {
      const url = selfUrl(request, forgotUrl, ['uid']);
      const page = pageContext(request, url);
      return send(
        request,
        reply,
        forgotPasswordPage(page, { action: url, sent: false, back: forgotBack(request, page.locale) }),
      );
    });

    scope.post(forgotUrl, async (request, reply) => {
      const url = selfUrl(request, forgotUrl, ['uid']);
      const page = pageContext(request, url);
      const email = form(ZForgotForm, request.body).username?.trim() ?? '';
      if (!ZEmail.safeParse(email).success) {
        return send(
          request,
          reply,
          forgotPasswordPage(page, {
            action: url,
            email,
            error: translate(page.locale, 'validation.invalidEmail'),
            sent: false,
            back: forgotBack(request, page.locale),
          }),
          400,
        );
      }
      // Issue #26 §7: the same answer, at the same time, for a known and an unknown address — the
      // address is looked up, and the link written, once the answer has left.
      afterResponse(app, reply, request.log, async () => {
        const user = await findActiveUserByEmail(db, email);
        if (!user) return;
        logMailOutcome(
          request.log,
          'reset',
          await queueActionEmail(db, { issuer, userId: user.id, purpose: 'reset' }),
        );
      });
      request.log.info({ event: 'identity.reset_requested' }, 'password reset requested');
      return send(
        request,
        reply,
        forgotPasswordPage(page, { action: url, sent: true, back: forgotBack(request, page.locale) }),
      );
    });

    const actionUrl = `${prefix}/login-actions/action-token`;
    /**
     * Issue #26 §20: every page of a one-time link — the form, each error shown again, the success,
     * a used or expired link — speaks the link owner's display language (found from the key, in
     * any state), unless the reader chose one on the page (`?lang`, its cookie); a key nobody owns
     * falls back to that choice, else French (docs/decisions.md "Language of the one-time link pages").
     */
    const linkPage = async (request: FastifyRequest, key: string | undefined): Promise<PageContext> => {
      const url = key ? `${actionUrl}?key=${encodeURIComponent(key)}` : actionUrl;
      return pageContext(request, url, key ? await findLinkOwnerLanguage(db, key) : undefined);
    };
    const invalidLink = (request: FastifyRequest, reply: FastifyReply, page: PageContext) =>
      send(
        request,
        reply,
        messagePage(page, {
          title: t(page.locale, 'newPassword.invalidTitle'),
          message: t(page.locale, 'newPassword.invalidLink', { hours: RESET_LINK_VALIDITY_HOURS }),
          kind: 'error',
          links: [
            // The page that asks for a new link goes on in the language read here.
            { href: `${forgotUrl}?lang=${page.locale}`, label: t(page.locale, 'newPassword.askNewLink') },
            backToAppLink(appHome, page.locale),
          ],
        }),
        400,
      );

    // The key comes in the query (the emailed link) or the form; a refused key is no link at all.
    reshows.set(actionUrl, async (request, reply, message) => {
      const parsed = ZPageQuery.safeParse(request.query);
      const key = acceptable(
        form(ZNewPasswordForm, request.body).key ?? (parsed.success ? parsed.data.key : ''),
      );
      const page = await linkPage(request, key);
      const token = key ? await findActionToken(db, key) : undefined;
      if (!key || !token || token.purpose === 'verification') {
        return send(
          request,
          reply,
          messagePage(page, {
            title: t(page.locale, 'error.title'),
            message: message(page.locale),
            kind: 'error',
            links: [
              { href: `${forgotUrl}?lang=${page.locale}`, label: t(page.locale, 'newPassword.askNewLink') },
              backToAppLink(appHome, page.locale),
            ],
          }),
          400,
        );
      }
      return send(
        request,
        reply,
        newPasswordPage(page, {
          action: actionUrl,
          key,
          purpose: token.purpose,
          errors: { password: message(page.locale) },
        }),
        400,
      );
    });

    scope.get(actionUrl, async (request, reply) => {
      const parsed = ZPageQuery.safeParse(request.query);
      const key = parsed.success ? (parsed.data.key ?? '') : '';
      const page = await linkPage(request, key);
      const token = key ? await findActionToken(db, key) : undefined;
      if (!token) return invalidLink(request, reply, page);
      if (token.purpose === 'verification') {
        // Issue #10 §4: opening the emailed link confirms the address, once, within 12 h.
        if (!(await confirmEmail(db, key))) return invalidLink(request, reply, page);
        return send(
          request,
          reply,
          messagePage(page, {
            title: t(page.locale, 'verify.doneTitle'),
            message: t(page.locale, 'verify.done'),
            kind: 'success',
            links: [backToAppLink(appHome, page.locale)],
          }),
        );
      }
      return send(
        request,
        reply,
        newPasswordPage(page, { action: actionUrl, key, purpose: token.purpose, errors: {} }),
      );
    });

    scope.post(actionUrl, async (request, reply) => {
      const body = form(ZNewPasswordForm, request.body);
      const key = body.key ?? '';
      const page = await linkPage(request, key);
      const token = key ? await findActionToken(db, key) : undefined;
      // A verification link sets no password: it is confirmed by opening it (GET above).
      if (!token || token.purpose === 'verification') return invalidLink(request, reply, page);
      const errors: Partial<Record<'password' | 'password-confirm', string>> = {};
      const password = body.password ?? '';
      if (!isStrongPassword(password)) errors.password = t(page.locale, 'password.rule');
      else if (password !== body['password-confirm'])
        errors['password-confirm'] = t(page.locale, 'password.mismatch');
      if (errors.password || errors['password-confirm']) {
        return send(
          request,
          reply,
          newPasswordPage(page, { action: actionUrl, key, purpose: token.purpose, errors }),
          400,
        );
      }
      if (!(await redeemActionToken(db, key, password))) return invalidLink(request, reply, page);
      if (token.purpose === 'reset') await revokeAccountState(db, token.userId);
      // A new password set through the emailed link proves the mailbox: the account's lock goes.
      const owner = await findActiveUser(db, token.userId);
      if (owner) await clearFailures(db, accountKey(owner.email));
      return send(
        request,
        reply,
        messagePage(page, {
          title: t(page.locale, 'newPassword.doneTitle'),
          message: t(
            page.locale,
            token.purpose === 'reset' ? 'newPassword.resetDone' : 'newPassword.activationDone',
          ),
          kind: 'success',
          links: [backToAppLink(appHome, page.locale)],
        }),
      );
    });
  });
}

/**
 * spec §5 sign-up rules: names not empty and without special characters, a valid email, the
 * password rule, and a matching confirmation. Returns localised messages per field, and the
 * cleaned input when everything is valid.
 */
function validateRegistration(
  locale: Locale,
  body: z.infer<typeof ZRegistrationForm>,
): {
  errors: Partial<Record<RegistrationField, string>>;
  input?: { firstname: string; lastname: string; email: string; password: string };
} {
  const errors: Partial<Record<RegistrationField, string>> = {};
  const message = (error: z.ZodError) =>
    translate(locale, error.issues[0]?.message ?? 'validation.invalidValue');
  // issue #26 §26: the first name's own message (« Le prénom… »), as in the app's forms.
  const firstname = ZFirstName.safeParse(body.firstName ?? '');
  if (!firstname.success) errors.firstName = message(firstname.error);
  const lastname = ZPersonName.safeParse(body.lastName ?? '');
  if (!lastname.success) errors.lastName = message(lastname.error);
  const email = (body.email ?? '').trim();
  if (!email) errors.email = translate(locale, 'validation.required');
  else if (!ZEmail.safeParse(email).success) errors.email = translate(locale, 'validation.invalidEmail');
  const password = body.password ?? '';
  if (!isStrongPassword(password)) errors.password = t(locale, 'password.rule');
  else if (password !== body['password-confirm']) errors['password-confirm'] = t(locale, 'password.mismatch');
  if (Object.keys(errors).length > 0 || !firstname.success || !lastname.success) return { errors };
  return { errors, input: { firstname: firstname.data, lastname: lastname.data, email, password } };
}

/** Consent prompt fallback: grants what the first-party client asked for (no consent screen). */
async function grantAll(provider: Provider, details: Interaction): Promise<string> {
  const { prompt, params, session, grantId } = details;
  const grant = grantId
    ? await provider.Grant.find(grantId)
    : new provider.Grant({ accountId: session?.accountId, clientId: params.client_id as string });
  if (!grant) throw new Error('grant not found');
  const missing = prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  return grant.save();
}
