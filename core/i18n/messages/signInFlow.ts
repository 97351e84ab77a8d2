/** The sign-in flow's own screens and choices (password entry, other sign-in options, completion). ICU message syntax. */
export const signInFlowMessages = {
  'passwordEntry.title': 'Enter your password',
  'signInFlow.otherOptions': 'Or sign in another way',
  'signInFlow.withPassword': 'Sign in with a password',
  'signInFlow.resendCode': 'Send a new code',
  'signInFlow.codeResent': 'We sent a new code to {email}.',
  'signInFlow.choosePassword': 'Choose the password for your new account.',
  'signInFlow.completed': 'You are signed in',
  'signInFlow.goingOn': 'Taking you on…',
  'signInFlow.welcome.signUp': 'Welcome to Hireflow, {name}! Your account is ready.',
  'signInFlow.welcome.reset': 'Your new password is set. Welcome back, {name}!',
  'signInFlow.welcome.back': 'Welcome back, {name}!',
  'signInFlow.welcome.provider': 'Welcome, {name}! You are signed in.',
  'signInFlow.namesAgain': 'Tell us your name again: this page was opened without the sign-up form.',
  'signInFlow.codeWithoutEmail': 'This page does not say which email address the code went to. Start the sign-up again to get a new code.',
  'signInFlow.startSignUp': 'Start the sign-up again',
  'signInFlow.linkWithoutEmail': 'This page does not say which email address the link went to. Open the link from your mail, or ask for a new one.',
} as const

/** The ids of the sign-in flow texts (part of MessageId once merged into en-US). */
export type SignInFlowMessageId = keyof typeof signInFlowMessages
