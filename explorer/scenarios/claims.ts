import { json } from '../../adapters/memory'
import type { ClaimAnswer, ConfirmClaimsRequest } from '../../core/claims'
import { EMAIL, JOBS, START, profile, sessionToken } from '../seeds'
import type { Scenario } from '../scenario'
import type { World } from '../world'

const job = (index: number) => ({ title: JOBS[index]!.title, company: JOBS[index]!.company })
const claimed = (id: string, index: number): ClaimAnswer => ({ id, success: true, reason: 'claimed', job: job(index) })

/**
 * Ada applied twice before signing in on this device: once with her account's email, once with her old one. The
 * check claims the first at once; the second waits for the code mailed to the old address (123456 here).
 */
const seed = (world: World) => {
  void world.localDatabase.put('partnerApplies', { id: 'application-1', email: EMAIL, jobId: JOBS[0]!.id })
  void world.localDatabase.put('partnerApplies', { id: 'application-2', email: 'ada.old@example.com', jobId: JOBS[1]!.id })
  world.http
    .on('POST', '/rest/interview/check-claims', () =>
      json(200, [claimed('application-1', 0), { id: 'application-2', success: false, reason: 'confirmationRequired', job: job(1) }] satisfies ClaimAnswer[]),
    )
    .on('POST', '/rest/interview/claims/confirm', (request) => {
      const { code } = JSON.parse(request.body ?? '{}') as ConfirmClaimsRequest
      return json(200, [code === '123456' ? claimed('application-2', 1) : { id: 'application-2', success: false, reason: 'invalidCode', job: null }] satisfies ClaimAnswer[])
    })
}
const signIn = (world: World) => world.app.send({ type: 'user.loggedIn', jwt: sessionToken(START), downloadToken: 'dl', profile: profile() })

export const claimsScenarios: Scenario[] = [
  {
    id: 'claims.afterSignIn',
    machine: 'claims',
    title: 'Applications made before signing in',
    description: 'Ada signs in: the application made with her email joins her account at once; the one made with her old email waits for the code mailed there.',
    path: '/',
    seed,
    start: signIn,
    steps: [],
  },
  {
    id: 'claims.confirmedByCode',
    machine: 'claims',
    title: 'Confirming an old email by code',
    description: 'Ada first types a wrong code (the dialog says so and keeps it), then the right one: both applications are in her account.',
    path: '/',
    seed,
    start: signIn,
    steps: [{ send: { type: 'user.codeSubmitted', code: '000000' } }, { send: { type: 'user.codeSubmitted', code: '123456' } }],
    pictured: [1, 2],
    payloads: { 'user.codeSubmitted': { code: '123456' } },
  },
]
