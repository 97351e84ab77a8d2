import { useCallback, useState } from 'react'
import type { Resume } from '../../../core/resumes'
import type { ResumesRuntime } from '../../../machines/resumes/resumesRuntime'

/**
 * The resumes the route's loader fetched (null when that failed), kept up to date after an upload, a change or a
 * deletion made on the page.
 */
export function useResumeList(runtime: ResumesRuntime, loaded: readonly Resume[] | null) {
  const [resumes, setResumes] = useState(loaded)
  const [changeFailed, setChangeFailed] = useState(false)
  const [deleteFailed, setDeleteFailed] = useState(false)
  const [deleted, setDeleted] = useState<string | null>(null)
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
  /** Deletes after the user confirmed; resolves once the list no longer holds it (or the deletion failed). */
  const remove = (resume: Resume) => {
    setDeleteFailed(false)
    setDeleted(null)
    return runtime.api.remove(resume.id).then(
      () => {
        setResumes((current) => (current ?? []).filter((candidate) => candidate.id !== resume.id))
        setDeleted(resume.fileName)
        return true
      },
      () => {
        setDeleteFailed(true)
        return false
      },
    )
  }
  return { resumes, added: replace, setActive, changeFailed, remove, deleteFailed, deleted }
}
