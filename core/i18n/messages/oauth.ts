/** Third-party sign-in (LinkedIn, Microsoft, Facebook) and its return page. ICU message syntax. */
export const oauthMessages = {
  'oauth.provider.linkedin': 'LinkedIn',
  'oauth.provider.microsoft': 'Microsoft',
  'oauth.provider.facebook': 'Facebook',
  'oauth.providers': 'Or use an account you already have',
  'oauth.continueWith': 'Continue with {provider}',
  'oauth.callback.title': 'Signing you in',
  'oauth.callback.pending': 'Signing you in with {provider}…',
  'oauth.callback.back': 'Back to sign in',
  'oauth.error.failed': 'Signing in with {provider} did not work. Please try again, or choose another way to sign in.',
  'oauth.error.denied': 'Signing in with {provider} was cancelled.',
  'oauth.error.expired': 'This sign-in was already used or has expired. Please start again.',
  'oauth.error.emailInUse': 'An account already uses this email address, and {provider} has not confirmed that it is yours. Sign in with your email or password instead.',
} as const

/** The ids of the third-party sign-in texts (part of MessageId once merged into en-US). */
export type OAuthMessageId = keyof typeof oauthMessages
