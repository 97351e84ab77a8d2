/**
 * Sign-in mails (the server fills their plain {placeholders}) and the texts for the auth API's error codes:
 * `auth.error.X` is what the app shows for error code `auth.X`. ICU message syntax.
 */
export const authMessages = {
  'auth.mail.signUp.subject': 'Your Hireflow sign-up code',
  'auth.mail.signUp.body': 'Your Hireflow sign-up code is {code}. It works once, for 10 minutes.',
  'auth.mail.signIn.subject': 'Your Hireflow sign-in code',
  'auth.mail.signIn.body': 'Your Hireflow sign-in code is {code}. It works once, for 10 minutes.',
  'auth.mail.reset.subject': 'Your Hireflow password reset code',
  'auth.mail.reset.body': 'Your Hireflow password reset code is {code}. It works once, for 10 minutes. If you did not ask for it, ignore this mail.',
  'auth.mail.link.subject': 'Your Hireflow sign-in link',
  'auth.mail.link.body': 'Open this link to sign in to Hireflow: {link} It works once, for 10 minutes.',
  'auth.mail.noAccount.subject': 'Hireflow sign-in',
  'auth.mail.noAccount.body': 'Someone asked to sign in to Hireflow with this address, but it has no account. To create one, sign up at {link}.',
  'auth.mail.exists.subject': 'Your Hireflow account',
  'auth.mail.exists.body': 'Someone asked to sign up to Hireflow with this address, which already has an account. Sign in at {link}.',
  'auth.error.invalidCredentials': 'The email or password is not correct.',
  'auth.error.invalidCode': 'This code is not valid. Codes work once, for 10 minutes; ask for a new one.',
  'auth.error.invalidLink': 'This sign-in link is not valid any more. Ask for a new one.',
  'auth.error.unauthorized': 'Sign in to continue.',
  'auth.error.rateLimited': 'Too many attempts. Please wait a few minutes and try again.',
  'auth.error.currentPasswordWrong': 'The current password is not correct.',
  'auth.error.emailNotVerified': 'This account\'s email address is not verified.',
  'auth.error.providerUnavailable': 'This sign-in option is not available.',
  'auth.mailViewer.title': 'Hireflow mail (development)',
  'auth.mailViewer.empty': 'No mail yet.',
} as const

/** The ids of the auth texts (part of MessageId once merged into en-US). */
export type AuthMessageId = keyof typeof authMessages
