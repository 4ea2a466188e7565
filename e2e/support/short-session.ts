/**
 * The second server of the journeys (issue #10 §9): the embedded provider with short lifetimes
 * (access token 10 s, session 210 s — over the 180 s popup threshold by 30 s, the time a sign-in may
 * take on a busy machine — and "remember me"
 * 1 h), on its own embedded database, for `session.spec.ts`. Started by `playwright.config.ts`.
 */
export const SHORT_SESSION_PORT = Number(process.env.E2E_PORT ?? 3199) + 50;
export const SHORT_SESSION_URL = `http://localhost:${SHORT_SESSION_PORT}`;
export const SHORT_SESSION_LIFETIMES = { accessToken: 10, session: 210, rememberMe: 3600 };
