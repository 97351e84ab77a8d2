import fc from 'fast-check'
import type { UploadFile } from '../../../core/ports/upload'
import type { Resume } from '../../../core/resumes'
import type { ResumeUploadEvent, ResumeUploadMachine } from '../../../machines/resumes/resumeUpload.machine'
import { atEveryStep, everyStep, invariantsProperty, traceOf, type TraceEntry } from '../propertyHarness'

export const fileOf = (size: number): UploadFile => ({ name: `cv-${size}.pdf`, size, type: 'application/pdf' })
export const resume: Resume = { id: 'r1', fileName: 'cv.pdf', uploadedAt: '2026-11-21T12:00:00.000Z', active: true, kind: 'pdf', size: 10 }

const stepArb: fc.Arbitrary<ResumeUploadEvent> = fc.oneof(
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 1000 }).map((size): ResumeUploadEvent => ({ type: 'user.filePicked', file: fileOf(size) })) },
  { weight: 2, arbitrary: fc.constant<ResumeUploadEvent>({ type: 'user.cancelled' }) },
  { weight: 2, arbitrary: fc.constant<ResumeUploadEvent>({ type: 'user.retried' }) },
  { weight: 1, arbitrary: fc.constant<ResumeUploadEvent>({ type: 'user.dismissed' }) },
  { weight: 5, arbitrary: fc.integer({ min: 0, max: 1200 }).map((sent): ResumeUploadEvent => ({ type: 'upload.progress', sent, total: 1000 })) },
  { weight: 2, arbitrary: fc.constant<ResumeUploadEvent>({ type: 'upload.done', resume }) },
  {
    weight: 2,
    arbitrary: fc.boolean().map((retry): ResumeUploadEvent => ({ type: 'upload.failed', problem: { message: { id: retry ? 'resumes.error.network' : 'resumes.error.unsupportedType' }, retry } })),
  },
)
export const stepsArb = fc.array(stepArb, { minLength: 1, maxLength: 40 })

export type Step = TraceEntry<ResumeUploadEvent>
type Snapshot = Step['after']

/** Runs events through the pure transition function (no actors run: their events are among the steps). */
export const run = (machine: ResumeUploadMachine, events: readonly ResumeUploadEvent[]): Step[] => traceOf(machine, undefined, events, everyStep)

const total = (snapshot: Snapshot) => (snapshot.context as { file: UploadFile | null }).file?.size ?? 0

/** What must hold at every step. */
export const invariants = {
  progressNeverGoesBackNorPastTheTotal: ({ before, after }: Step) => {
    const { sent, total: of } = after.context.progress as { sent: number; total: number }
    if (sent < 0 || sent > of) return false
    const sameAttempt = before.matches('uploading') && after.matches('uploading') && before.context.file === after.context.file && before.context.progress.total === of
    return !sameAttempt || sent >= (before.context.progress as { sent: number }).sent
  },
  doneOnlyFromAnUploadThatAnswered: ({ before, step: event, after }: Step) =>
    !after.matches('done') || before.matches('done') || (before.matches('uploading') && event.type === 'upload.done'),
  cancelStopsTheUpload: ({ before, step: event, after }: Step) => !(before.matches('uploading') && event.type === 'user.cancelled') || after.matches('cancelled'),
  aFailureIsShownOnlyWhenFailed: ({ after }: Step) => (after.context.failure !== null) === after.matches('failed'),
  retryOnlyWhenItCanHelp: ({ before, step: event, after }: Step) =>
    !(before.matches('failed') && event.type === 'user.retried' && after.matches('uploading')) || before.context.failure?.retry === true,
  anAttemptStartsFromZero: ({ before, after }: Step) => before.matches('uploading') || !after.matches('uploading') || (after.context.progress.sent === 0 && after.context.progress.total === total(after)),
}
export type InvariantName = keyof typeof invariants

/** One property over random event sequences: every named invariant holds at every step. */
export const resumeUploadProperty = (machine: ResumeUploadMachine, names?: readonly InvariantName[]) =>
  invariantsProperty(stepsArb, (events) => run(machine, events), atEveryStep(invariants), names)
