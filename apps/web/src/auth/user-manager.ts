/**
 * The OpenID Connect client of the SPA (spec §4, §7; DESIGN.md "Identity and access"):
 * authorization code with PKCE S256, public client, refresh tokens, tokens in sessionStorage.
 * Silent renewal is off: tokens are refreshed on demand before API calls (token-provider.ts).
 */
import { UserManager, WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import { PENDING_LOGIN_STATE_MINUTES } from '@highlight/domain/constants';
import type { AuthConfig } from './config.ts';
import { clearRefreshExpiry, recordRefreshExpiry } from './refresh-expiry.ts';

/** The path the identity provider sends the browser back to with the authorization code. */
export const SIGNIN_CALLBACK_PATH = '/auth/callback';

/**
 * A UserManager that also records each token response's `refresh_expires_in` (spec §4 session
 * popup), which oidc-client-ts itself drops. It observes the two token exchanges of OidcClient
 * (code → tokens, refresh token → tokens) without changing them.
 */
class HighlightUserManager extends UserManager {
  constructor(settings: UserManagerSettings) {
    super(settings);
    const client = this._client;
    const processSigninResponse = client.processSigninResponse.bind(client);
    client.processSigninResponse = async (...args) => {
      const response = await processSigninResponse(...args);
      recordRefreshExpiry(response);
      return response;
    };
    const exchangeRefreshToken = client.useRefreshToken.bind(client);
    client.useRefreshToken = async (...args) => {
      const response = await exchangeRefreshToken(...args);
      recordRefreshExpiry(response);
      return response;
    };
    this.events.addUserUnloaded(clearRefreshExpiry);
  }
}

/**
 * The client settings for `config` (from `GET /api/config`), served at `origin`. spec §9: the
 * pending login state is kept 60 minutes (`staleStateAgeInSeconds`; oidc-client-ts drops older
 * ones whenever a sign-in starts), and PKCE S256 uses oidc-client-ts' verifier: three UUIDv4
 * without dashes, 96 characters (RFC 7636 allows 43–128).
 */
export function userManagerSettings(config: AuthConfig, origin: string): UserManagerSettings {
  return {
    authority: config.issuer,
    client_id: config.clientId,
    redirect_uri: `${origin}${SIGNIN_CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: 'openid profile email',
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    automaticSilentRenew: false,
    monitorSession: false,
    loadUserInfo: false,
    staleStateAgeInSeconds: PENDING_LOGIN_STATE_MINUTES * 60,
  };
}

/** The UserManager for `config` (from `GET /api/config`), served at `origin`. */
export function createUserManager(config: AuthConfig, origin: string): UserManager {
  return new HighlightUserManager(userManagerSettings(config, origin));
}
