import { useCallback, useState } from 'react'
import type { Resume } from '../../../core/resumes'
import type { ResumesRuntime } from '../../../machines/resumes/resumesRuntime'

/**
 * The resumes the route's loader fetched (null when that failed), kept up to date after an upload or a change
 * made on the page.
 */
export function useResumeList(runtime: ResumesRuntime, loaded: readonly Resume[] | null) {
  const [resumes, setResumes] = useState(loaded)
  const [changeFailed, setChangeFailed] = useState(false)
  const replace = useCallback((resume: Resume) => {
    setResumes((current) => {
      const list = current ?? []
      return list.some((candidate) => candidate.id === resume.id) ? list.map((candidate) => (candidate.id === resume.id ? resume : candidate)) : [resume, ...list]
    })
  }, [])
  const setActive = (resume: Resume, active: boolean) => {
    setChangeFailed(false)
    runtime.api.setActive(resume.id, active).then(replace, () => setChangeFailed(true))
  }
  return { resumes, added: replace, setActive, changeFailed }
}
