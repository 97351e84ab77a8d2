import type { OAuthProvider } from '../../../../core/identity'

/** How the client proves itself at the token endpoint: HTTP Basic, or client_id and client_secret in the body. */
export type ClientAuthentication = 'basic' | 'post'

/** Where a provider's endpoints are and how to talk to it. */
export interface ProviderEndpoints {
  readonly authorizationEndpoint: string
  readonly tokenEndpoint: string
  /** OpenID Connect userinfo, or Facebook's Graph /me with the fields to read. */
  readonly userinfoEndpoint: string
}

/** What Hireflow asks each provider for and how it authenticates there (fixed by the provider). */
export interface ProviderProfile extends ProviderEndpoints {
  readonly scopes: readonly string[]
  readonly clientAuthentication: ClientAuthentication
}

/** The settings of one configured provider; the endpoints default to the real provider's. */
export interface OAuthProviderOptions extends Partial<ProviderEndpoints> {
  readonly clientId: string
  readonly clientSecret: string
}

/** Third-party sign-in settings: a provider is offered only when it is configured here. */
export type OAuthOptions = Partial<Record<OAuthProvider, OAuthProviderOptions>>

/**
 * The real providers. LinkedIn and Facebook take the client secret in the body only (arctic's own LinkedIn client
 * says so); Microsoft takes HTTP Basic. LinkedIn and Microsoft speak OpenID Connect; Facebook has Graph /me.
 */
export const PROVIDER_DEFAULTS: Readonly<Record<OAuthProvider, ProviderProfile>> = {
  linkedin: {
    authorizationEndpoint: 'https://www.linkedin.com/oauth/v2/authorization',
    tokenEndpoint: 'https://www.linkedin.com/oauth/v2/accessToken',
    userinfoEndpoint: 'https://api.linkedin.com/v2/userinfo',
    scopes: ['openid', 'profile', 'email'],
    clientAuthentication: 'post',
  },
  microsoft: {
    authorizationEndpoint: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
    tokenEndpoint: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
    userinfoEndpoint: 'https://graph.microsoft.com/oidc/userinfo',
    scopes: ['openid', 'profile', 'email'],
    clientAuthentication: 'basic',
  },
  facebook: {
    authorizationEndpoint: 'https://www.facebook.com/v21.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v21.0/oauth/access_token',
    userinfoEndpoint: 'https://graph.facebook.com/v21.0/me?fields=id,name,email,first_name,last_name',
    scopes: ['email', 'public_profile'],
    clientAuthentication: 'post',
  },
}

/** A configured provider: its settings over the defaults. */
export interface ConfiguredProvider extends ProviderProfile {
  readonly provider: OAuthProvider
  readonly clientId: string
  readonly clientSecret: string
}

/** The provider's settings merged over its defaults. */
export const configuredProvider = (provider: OAuthProvider, options: OAuthProviderOptions): ConfiguredProvider => ({
  ...PROVIDER_DEFAULTS[provider],
  provider,
  clientId: options.clientId,
  clientSecret: options.clientSecret,
  ...(options.authorizationEndpoint ? { authorizationEndpoint: options.authorizationEndpoint } : {}),
  ...(options.tokenEndpoint ? { tokenEndpoint: options.tokenEndpoint } : {}),
  ...(options.userinfoEndpoint ? { userinfoEndpoint: options.userinfoEndpoint } : {}),
})

/** What providers call the provider in messages and logs. */
export const PROVIDER_NAMES: Readonly<Record<OAuthProvider, string>> = { linkedin: 'LinkedIn', microsoft: 'Microsoft', facebook: 'Facebook' }
