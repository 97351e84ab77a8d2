import { useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import type { ResumeUploadActor } from '../../../machines/resumes'
import type { ResumesRuntime } from '../../../machines/resumes/resumesRuntime'

/**
 * The React binding of one upload flow (machines/resumes/resumeUpload.machine.ts): started with the component,
 * stopped (and its request aborted) when it goes. Any form with a resume field uses it (ResumeUploadField).
 */
export function useResumeUpload(runtime: Pick<ResumesRuntime, 'startUpload'>): ResumeUploadActor {
  const [actor] = useState(() => runtime.startUpload())
  const mounted = useRef(0)
  useEffect(() => {
    mounted.current += 1
    return () => {
      mounted.current -= 1
      // Stopped once the unmount is real: Strict Mode's trial unmount is followed at once by its remount.
      queueMicrotask(() => {
        if (mounted.current === 0) actor.stop()
      })
    }
  }, [actor])
  return actor
}

/** The flow's state name and context, re-read on change. */
export const useUploadState = (actor: ResumeUploadActor) => ({
  state: useSelector(actor, (snapshot) => snapshot.value),
  context: useSelector(actor, (snapshot) => snapshot.context),
})
