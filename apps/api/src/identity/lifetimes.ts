/**
 * The embedded provider's token and session lifetimes (DESIGN.md "Identity and access"; the
 * defaults are Keycloak's: access token 5 min, SSO session idle 30 min and max 10 h, "remember me"
 * 30 days). Configurable (README "Configuration") so that the session journeys see them run out.
 */
/** Lifetimes, in seconds (defaults; config `ACCESS_TOKEN_TTL`, `SESSION_IDLE_TTL`, …). */
export const ACCESS_TOKEN_TTL_SECONDS = 300;
export const REFRESH_IDLE_SECONDS = 30 * 60;
/** Without "remember me", a sign-in lasts at most this long (Keycloak's SSO Session Max, 10 h). */
export const SESSION_MAX_SECONDS = 10 * 3600;
/** With "remember me", idle and maximum lifetime of the session and refresh tokens. */
export const REMEMBER_ME_SECONDS = 30 * 24 * 3600;

/** The provider's lifetimes, in seconds (Keycloak's Access Token Lifespan, SSO Session Idle/Max, Remember Me). */
export interface SessionLifetimes {
  accessToken: number;
  refreshIdle: number;
  sessionMax: number;
  rememberMe: number;
}

export const DEFAULT_SESSION_LIFETIMES: SessionLifetimes = {
  accessToken: ACCESS_TOKEN_TTL_SECONDS,
  refreshIdle: REFRESH_IDLE_SECONDS,
  sessionMax: SESSION_MAX_SECONDS,
  rememberMe: REMEMBER_ME_SECONDS,
};
