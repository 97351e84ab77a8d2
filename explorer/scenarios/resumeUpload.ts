import { offline } from '../../adapters/memory'
import { RESUME_UPLOAD_SYSTEM_ID } from '../../machines'
import type { UploadFile } from '../../core/ports'
import { ALL_SENT_AFTER, HALF_SENT_AFTER } from '../clockUpload'
import { START, UPLOADED_RESUME, profile, sessionToken } from '../seeds'
import type { Scenario } from '../scenario'
import type { World } from '../world'

const RESUME_PDF: UploadFile = { name: UPLOADED_RESUME.fileName, size: UPLOADED_RESUME.size, type: 'application/pdf' }
const pick = { send: { type: 'user.filePicked', file: RESUME_PDF } }

/**
 * Ada is signed in; the resumes page lists nothing yet. The upload runs through the app's resume runtime on the
 * simulated clock (explorer/clockUpload.ts: half the bytes after 1 s, all after 2 s, then the server's answer).
 */
const common = {
  machine: 'resumeUpload',
  actor: RESUME_UPLOAD_SYSTEM_ID,
  path: '/settings/professional/resume',
  start: (world: World) => world.app.send({ type: 'user.loggedIn', jwt: sessionToken(START), downloadToken: 'dl', profile: profile() }),
  /** The page's upload field starts its flow from the same runtime. */
  standIn: async (world: World) => void (await world.app.resumes()).startUpload(),
  payloads: { 'user.filePicked': { file: RESUME_PDF } },
} as const

export const resumeUploadScenarios: Scenario[] = [
  {
    ...common,
    id: 'resumeUpload.uploaded',
    title: 'Uploading a resume',
    description: 'Ada picks her PDF: the bar shows half the bytes sent after a second, then the stored resume joins her list.',
    steps: [pick, { advance: HALF_SENT_AFTER }, { advance: ALL_SENT_AFTER - HALF_SENT_AFTER }],
    pictured: [2, 3],
  },
  {
    ...common,
    id: 'resumeUpload.failed',
    title: 'The connection drops',
    description: 'Ada picks her PDF; the connection drops as the last bytes go: the field says so and offers to try again.',
    seed: ({ http }) => void http.on('POST', '/rest/resumes', offline),
    steps: [pick, { advance: ALL_SENT_AFTER }],
  },
  {
    ...common,
    id: 'resumeUpload.cancelled',
    title: 'Cancelling an upload',
    description: 'Ada picks her PDF and cancels half way: the field offers to try again.',
    steps: [pick, { advance: HALF_SENT_AFTER }, { send: { type: 'user.cancelled' } }],
  },
]
