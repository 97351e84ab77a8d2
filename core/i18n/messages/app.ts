/** App-wide texts: start-up, network, errors. ICU message syntax. */
export const appMessages = {
  'app.startupFailed':
    'An error has occurred which prevents the application from loading. Please ensure your connection to the internet, and refresh or reload to resolve the issue.',
  'network.slowRequest': 'It is taking longer than expected. Please stand by.',
  'network.reconnecting': 'Lost connection. Reconnecting...',
  'network.requestFailed': 'Request failed with status {code}',
  'network.taintEnabled': 'Taint is enabled.',
  'network.unreachable': 'We could not reach Hireflow. Please check your connection and try again.',
  'network.aborted': 'The request was cancelled.',
  'error.unknown': 'Unknown error',
  'error.unexpected': 'An unexpected error occurred. Please try again, or contact support if it keeps happening.',
  'error.unsafeText': 'This contains a character that cannot be used here, such as an invisible control character. Remove it or type the text again.',
} as const
