import type { ApplyStep } from '../../../core/apply'
import type { Job } from '../../../core/search'
import type { EasyApplyActor } from '../../../machines/apply'
import type { ApplyRuntime } from '../../../machines/apply/applyRuntime'
import type { ResumesRuntime } from '../../../machines/resumes/resumesRuntime'
import { FinishStep } from './FinishStep'
import { AuthorizationStep, CharityStep, ContactStep } from './ChoiceSteps'
import { PersonalStep } from './PersonalStep'
import { PitchStep } from './PitchStep'
import type { StepProps } from './useEasyApply'

interface ApplyStepBodyProps extends StepProps {
  readonly step: ApplyStep
  readonly actor: EasyApplyActor
  readonly job: Job
  readonly runtime: ApplyRuntime
  readonly accountResumes: ResumesRuntime | null
  readonly signedIn: boolean
}

/** The fields of the step on screen. */
export function ApplyStepBody({ step, view, actor, job, runtime, accountResumes, signedIn }: ApplyStepBodyProps) {
  switch (step) {
    case 'personal':
      return <PersonalStep view={view} runtime={runtime} accountResumes={accountResumes} signedIn={signedIn} />
    case 'contact':
      return <ContactStep view={view} />
    case 'authorization':
      return <AuthorizationStep view={view} />
    case 'charity':
      return <CharityStep view={view} />
    case 'pitch':
      return <PitchStep view={view} job={job} />
    case 'finish':
      return <FinishStep view={view} job={job} onEdit={(target) => actor.send({ type: 'user.stepRequested', step: target })} />
  }
}
