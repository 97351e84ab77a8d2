import { EMAIL, RIGHT_PASSWORD } from '../seeds'
import type { Scenario } from '../scenario'

const submit = (password: string) => ({ send: { type: 'user.signInSubmitted', email: EMAIL, password } })

export const signInScenarios: Scenario[] = [
  {
    id: 'signIn.wrongThenRight',
    machine: 'signIn',
    title: 'Wrong password, then the right one',
    description: 'Ada types a wrong password and sees why; the right one signs her in and the session starts.',
    path: '/login/sign-in',
    start: async ({ app }) => void (await app.signIn({ view: 'sign-in' })),
    steps: [submit('wrong password'), submit(RIGHT_PASSWORD)],
    pictured: [1, 2],
    payloads: {
      'user.signInSubmitted': { email: EMAIL, password: RIGHT_PASSWORD },
      'user.emailEdited': { email: EMAIL },
      'user.linkRequested': { email: EMAIL },
      'user.signUpSubmitted': { email: EMAIL, firstName: 'Ada', lastName: 'Lovelace' },
      'user.otherOptionChosen': { option: 'password' },
    },
  },
  {
    id: 'signIn.offline',
    machine: 'signIn',
    title: 'No network while signing in',
    description: 'The login call gets no answer: the transport tries again after 1, 2, 4, 8 s, then every 10 s ("reconnecting"); after its 10 retries (75 s) the form says signing in did not work.',
    path: '/login/sign-in',
    seed: ({ http }) => void http.on('POST', '/rest/auth/login', () => Promise.reject(new TypeError('offline'))),
    start: async ({ app }) => void (await app.signIn({ view: 'sign-in' })),
    steps: [submit(RIGHT_PASSWORD), { advance: 15_000 }, { advance: 65_000 }],
    pictured: [2, 3],
  },
]
