import { use, useMemo } from 'react'
import { linkPartsOf } from '../../../core/interview'
import { useApp } from '../../useApp'
import type { InstantInterviewActor } from '../../../machines/interview/instantInterview.machine'
import { InterviewChat } from './InterviewChat'

export interface InstantInterviewProps {
  /** The application's signed interview path (POST /rest/applications' `interviewPath`). */
  readonly interviewPath: string
}

/**
 * The instant interview inside another screen (Easy Apply's "application received"): the same flow and chat as the
 * interview page, by the application's signed link, with an h2 heading. Render it under Suspense (it waits for the
 * interview's code); index.ts exports it lazily.
 */
export function InstantInterview({ interviewPath }: InstantInterviewProps) {
  const app = useApp()
  const flow = useMemo<Promise<InstantInterviewActor | null>>(() => {
    const parts = linkPartsOf(interviewPath)
    return parts === null ? Promise.resolve(null) : app.interview().then((runtime) => runtime.enter({ kind: 'link', parts }))
  }, [app, interviewPath])
  const running = use(flow)
  return running === null ? null : <InterviewChat flow={running} heading="h2" />
}
