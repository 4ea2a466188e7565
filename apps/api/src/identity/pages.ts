/**
 * Server-rendered pages of the embedded provider (DESIGN.md "Identity and access": login with
 * "remember me", forgot password, sign-up, password reset, account activation), in French and
 * English. Styles and the one script are static files under `<prefix>/resources/`, so the pages
 * need no inline code (CSP `default-src 'self'` is enough for them). Input ids follow Keycloak's
 * login theme (`username`, `password`, `rememberMe`, `kc-login`, `firstName`, `lastName`, `email`,
 * `password-confirm`) so that browser tests written against Keycloak keep working.
 */
import { RESET_LINK_VALIDITY_HOURS, type Locale } from '@highlight/domain/constants';
import { translate } from '@highlight/domain/i18n';
import { html, SafeHtml } from '../html.ts';

/** Translation in the `identity` namespace. */
export function t(locale: Locale, key: string, values?: Record<string, string | number>): string {
  return translate(locale, `identity.${key}`, values);
}

export interface PageContext {
  locale: Locale;
  /** Mount path of the provider, e.g. `/realms/highlight`. */
  prefix: string;
  /** Path and query of the page as reached by GET; the FR/EN switch links to it with `lang`. */
  url: string;
}

export interface Link {
  href: string;
  label: string;
}

/**
 * The "Go to the application" link of a page shown in `locale`: the app's home (`appHome`, an
 * absolute URL) with `?lang=<locale>`. A browser that never showed the app (a fresh one, after an
 * activation) has no language of its own to send: the app passes this one to the sign-in page as
 * `ui_locales`, so that an English candidate is not sent on to a French sign-in page (issue #26
 * §20's leftover). It serves the pages only: it changes nobody's display language (§19).
 */
export function backToAppLink(appHome: string, locale: Locale): Link {
  const url = new URL(appHome);
  url.searchParams.set('lang', locale);
  return { href: url.toString(), label: t(locale, 'common.backToApp') };
}

function withLang(url: string, locale: Locale): string {
  const parsed = new URL(url, 'http://page.invalid');
  parsed.searchParams.set('lang', locale);
  return `${parsed.pathname}${parsed.search}`;
}

/** The whole HTML document around `content`. */
export function layout(
  page: PageContext,
  title: string,
  content: SafeHtml,
  options: { script?: boolean } = {},
): string {
  const { locale, prefix } = page;
  const switcher = (['fr', 'en'] as const).map((lang) =>
    lang === locale
      ? html`<span class="lang-current" aria-current="true">${lang.toUpperCase()}</span>`
      : html`<a
          href="${withLang(page.url, lang)}"
          hreflang="${lang}"
          lang="${lang}"
          title="${t(lang, 'language.name')}"
          >${lang.toUpperCase()}</a
        >`,
  );
  return html`<!doctype html>
    <html lang="${locale}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} · Highlight</title>
        <link rel="stylesheet" href="${prefix}/resources/identity.css" />
        ${options.script ? html`<script src="${prefix}/resources/auto-submit.js" defer></script>` : ''}
      </head>
      <body>
        <main class="card">
          <header class="card-header">
            <span class="brand">Highlight</span>
            <nav class="lang" aria-label="${t(locale, 'language.label')}">${switcher}</nav>
          </header>
          <h1>${title}</h1>
          ${content}
        </main>
      </body>
    </html>`.value;
}

function alert(kind: 'error' | 'success' | 'info', message: string | undefined): SafeHtml | '' {
  if (!message) return '';
  return html`<div class="alert alert-${kind}" role="${kind === 'error' ? 'alert' : 'status'}">
    ${message}
  </div>`;
}

interface FieldOptions {
  id: string;
  name?: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  value?: string | undefined;
  autocomplete: string;
  error?: string | undefined;
  hint?: string | undefined;
  autofocus?: boolean;
}

function field(options: FieldOptions): SafeHtml {
  const { id, label, error, hint } = options;
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return html`<div class="field${error ? ' field-invalid' : ''}">
    <label for="${id}">${label}</label>
    <input
      id="${id}"
      name="${options.name ?? id}"
      type="${options.type ?? 'text'}"
      value="${options.value ?? ''}"
      autocomplete="${options.autocomplete}"
      required${options.autofocus ? html` autofocus` : ''}${error ? html` aria-invalid="true"` : ''}${describedBy ? html` aria-describedby="${describedBy}"` : ''}
    />
    ${hint ? html`<p class="hint" id="${id}-hint">${hint}</p>` : ''}
    ${error ? html`<p class="field-error" id="${id}-error">${error}</p>` : ''}
  </div>`;
}

/** The sign-in page of an interaction (prompt `login`). */
export function loginPage(
  page: PageContext,
  options: {
    action: string;
    username?: string;
    error?: string;
    rememberMe?: boolean;
    forgot: string;
    register: string;
  },
): string {
  const { locale } = page;
  return layout(
    page,
    t(locale, 'login.title'),
    html`${alert('error', options.error)}
      <form method="post" action="${options.action}" novalidate>
        ${field({ id: 'username', label: t(locale, 'login.username'), type: 'email', value: options.username, autocomplete: 'username', autofocus: !options.username })}
        ${field({ id: 'password', label: t(locale, 'login.password'), type: 'password', autocomplete: 'current-password', autofocus: Boolean(options.username) })}
        <div class="row">
          <label class="checkbox"
            ><input
              id="rememberMe"
              name="rememberMe"
              type="checkbox"
              value="on"
              ${options.rememberMe ? html` checked` : ''}
            />
            ${t(locale, 'login.rememberMe')}</label
          >
          <a href="${options.forgot}">${t(locale, 'login.forgotPassword')}</a>
        </div>
        <button id="kc-login" name="login" type="submit" class="button">${t(locale, 'login.submit')}</button>
      </form>
      <p class="footer">
        ${t(locale, 'login.noAccount')}
        <a id="kc-registration" href="${options.register}">${t(locale, 'login.createAccount')}</a>
      </p>`,
  );
}

export type RegistrationField = 'firstName' | 'lastName' | 'email' | 'password' | 'password-confirm';

/** The sign-up page (spec §2 "signup"; §5 password rule). */
export function registrationPage(
  page: PageContext,
  options: {
    action: string;
    values: Partial<Record<RegistrationField, string>>;
    errors: Partial<Record<RegistrationField, string>>;
    error?: string;
    login: string;
  },
): string {
  const { locale } = page;
  const { values, errors } = options;
  return layout(
    page,
    t(locale, 'register.title'),
    html`${alert('error', options.error)}
      <form method="post" action="${options.action}" novalidate>
        <div class="columns">
          ${field({ id: 'firstName', label: t(locale, 'register.firstname'), value: values.firstName, autocomplete: 'given-name', error: errors.firstName, autofocus: true })}
          ${field({ id: 'lastName', label: t(locale, 'register.lastname'), value: values.lastName, autocomplete: 'family-name', error: errors.lastName })}
        </div>
        ${field({ id: 'email', label: t(locale, 'register.email'), type: 'email', value: values.email, autocomplete: 'email', error: errors.email })}
        ${field({ id: 'password', label: t(locale, 'register.password'), type: 'password', autocomplete: 'new-password', error: errors.password, hint: t(locale, 'password.rule') })}
        ${field({ id: 'password-confirm', label: t(locale, 'register.passwordConfirm'), type: 'password', autocomplete: 'new-password', error: errors['password-confirm'] })}
        <button id="kc-register" type="submit" class="button">${t(locale, 'register.submit')}</button>
      </form>
      <p class="footer"><a href="${options.login}">${t(locale, 'common.backToLogin')}</a></p>`,
  );
}

/** "Forgot password": asks the email; after submission, the same answer whatever the email. */
export function forgotPasswordPage(
  page: PageContext,
  options: { action: string; email?: string; error?: string; sent: boolean; back: Link },
): string {
  const { locale } = page;
  const content = options.sent
    ? html`${alert('success', t(locale, 'forgot.sent', { hours: RESET_LINK_VALIDITY_HOURS }))}
        <p class="footer"><a href="${options.back.href}">${options.back.label}</a></p>`
    : html`<p class="intro">${t(locale, 'forgot.intro')}</p>
        <form method="post" action="${options.action}" novalidate>
          ${field({ id: 'username', label: t(locale, 'forgot.email'), type: 'email', value: options.email, autocomplete: 'email', error: options.error, autofocus: true })}
          <button id="kc-reset-credentials" type="submit" class="button">
            ${t(locale, 'forgot.submit')}
          </button>
        </form>
        <p class="footer"><a href="${options.back.href}">${options.back.label}</a></p>`;
  return layout(page, t(locale, 'forgot.title'), content);
}

/** New password through a one-time link (reset or activation). */
export function newPasswordPage(
  page: PageContext,
  options: {
    action: string;
    key: string;
    purpose: 'reset' | 'activation';
    errors: Partial<Record<'password' | 'password-confirm', string>>;
  },
): string {
  const { locale } = page;
  return layout(
    page,
    t(locale, `newPassword.${options.purpose}Title`),
    html`<p class="intro">${t(locale, `newPassword.${options.purpose}Intro`)}</p>
      <form method="post" action="${options.action}" novalidate>
        <input type="hidden" name="key" value="${options.key}" />
        ${field({ id: 'password-new', name: 'password', label: t(locale, 'newPassword.password'), type: 'password', autocomplete: 'new-password', error: options.errors.password, hint: t(locale, 'password.rule'), autofocus: true })}
        ${field({ id: 'password-confirm', label: t(locale, 'newPassword.passwordConfirm'), type: 'password', autocomplete: 'new-password', error: options.errors['password-confirm'] })}
        <button id="kc-submit" type="submit" class="button">${t(locale, 'newPassword.submit')}</button>
      </form>`,
  );
}

/** A page that only says something, with optional links. */
export function messagePage(
  page: PageContext,
  options: {
    title: string;
    message: string;
    kind: 'error' | 'success' | 'info';
    links?: Link[];
    detail?: string;
  },
): string {
  return layout(
    page,
    options.title,
    html`${alert(options.kind, options.message)}
    ${options.detail ? html`<p class="detail"><code>${options.detail}</code></p>` : ''}
    ${(options.links ?? []).map((link) => html`<p class="footer"><a href="${link.href}">${link.label}</a></p>`)}`,
  );
}

/**
 * RP-initiated logout. `form` is oidc-provider's hidden form (id `op.logoutForm`, anti-CSRF
 * token). With `auto` (the client sent `id_token_hint`, as Keycloak does) the form submits itself
 * through the static auto-submit script; otherwise the user confirms.
 */
export function logoutPage(page: PageContext, options: { form: string; auto: boolean }): string {
  const { locale } = page;
  // oidc-provider builds this form itself (escaped values), hence trusted as is.
  const form = new SafeHtml(options.form);
  if (options.auto) {
    return layout(
      page,
      t(locale, 'logout.title'),
      html`${form}<input type="hidden" name="logout" value="yes" form="op.logoutForm" />
        <p class="intro" data-auto-submit="op.logoutForm">${t(locale, 'logout.inProgress')}</p>
        <noscript
          ><button type="submit" form="op.logoutForm" class="button">
            ${t(locale, 'logout.confirm')}
          </button></noscript
        >`,
      { script: true },
    );
  }
  return layout(
    page,
    t(locale, 'logout.title'),
    html`${form}
      <p class="intro">${t(locale, 'logout.question')}</p>
      <button id="kc-logout" type="submit" form="op.logoutForm" name="logout" value="yes" class="button">
        ${t(locale, 'logout.confirm')}
      </button>
      <button type="submit" form="op.logoutForm" class="button button-secondary">
        ${t(locale, 'logout.cancel')}
      </button>`,
  );
}

/** The one script: submits the form named by `data-auto-submit` (logout with `id_token_hint`). */
export const AUTO_SUBMIT_JS = `document.addEventListener('DOMContentLoaded', function () {
  var marker = document.querySelector('[data-auto-submit]');
  var form = marker && document.getElementById(marker.getAttribute('data-auto-submit'));
  if (form) form.submit();
});
`;

/** The pages' stylesheet (served as a file so that no inline style is needed). */
export const IDENTITY_CSS = `*,*::before,*::after{box-sizing:border-box}
html{font-family:Inter,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:16px;color:#1f2430;background:#eef1f7}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;background:linear-gradient(160deg,#e7ecfb 0%,#f6f7fb 60%)}
.card{width:100%;max-width:440px;background:#fff;border-radius:12px;box-shadow:0 10px 30px rgba(31,36,48,.08),0 1px 3px rgba(31,36,48,.06);padding:32px 36px}
.card-header{display:flex;align-items:center;justify-content:space-between;margin-bottom:24px}
.brand{font-weight:700;font-size:1.25rem;letter-spacing:.02em;color:#364fc7}
.lang{display:flex;gap:6px;font-size:.8rem}
.lang a,.lang span{padding:3px 8px;border-radius:999px;text-decoration:none;border:1px solid #d0d5e2;color:#4c5468}
.lang .lang-current{background:#364fc7;border-color:#364fc7;color:#fff}
h1{font-size:1.4rem;font-weight:600;margin:0 0 20px}
.intro{color:#4c5468;line-height:1.5;margin:0 0 20px}
form{display:flex;flex-direction:column;gap:16px}
.columns{display:grid;grid-template-columns:1fr 1fr;gap:12px}
@media (max-width:480px){.columns{grid-template-columns:1fr}.card{padding:24px 20px}}
.field{display:flex;flex-direction:column;gap:6px}
label{font-size:.875rem;font-weight:500}
input[type=text],input[type=email],input[type=password]{font:inherit;padding:10px 12px;border:1px solid #ced4e0;border-radius:8px;background:#fff;color:inherit;width:100%}
input:focus{outline:2px solid #5c7cfa;outline-offset:1px;border-color:#5c7cfa}
.field-invalid input{border-color:#e03131}
.field-error{color:#c92a2a;font-size:.8rem;margin:0}
.hint{color:#6b7386;font-size:.78rem;margin:0;line-height:1.4}
.row{display:flex;align-items:center;justify-content:space-between;gap:12px;font-size:.875rem}
.checkbox{display:flex;align-items:center;gap:8px;font-weight:400}
.checkbox input{width:16px;height:16px;accent-color:#364fc7}
a{color:#364fc7}
a:hover{color:#263a99}
.button{font:inherit;font-weight:600;padding:11px 16px;border:0;border-radius:8px;background:#364fc7;color:#fff;cursor:pointer;width:100%}
.button:hover{background:#2c41a8}
.button:focus-visible{outline:2px solid #5c7cfa;outline-offset:2px}
.button-secondary{margin-top:10px;background:#fff;color:#364fc7;border:1px solid #364fc7}
.button-secondary:hover{background:#edf2ff}
.alert{border-radius:8px;padding:12px 14px;margin:0 0 18px;font-size:.9rem;line-height:1.45}
.alert-error{background:#fff0f0;color:#a61e1e;border:1px solid #ffc9c9}
.alert-success{background:#ebfbee;color:#1b6b32;border:1px solid #b2f2bb}
.alert-info{background:#edf2ff;color:#2c41a8;border:1px solid #bac8ff}
.footer{margin:20px 0 0;font-size:.9rem;text-align:center;color:#4c5468}
.detail{font-size:.8rem;color:#6b7386;word-break:break-word}
`;
