import { deletePendingAlertsOf } from '../alerts/store'
import { deleteApplicationsOf } from '../applications/store'
import type { Db } from '../db/db'
import { deleteSecretsOf } from '../identity/emailSecretsStore'
import { deleteRateLimitsOf } from '../identity/rateLimitStore'
import { deleteUser, emailKey } from '../identity/usersStore'
import { deleteMailsOf } from '../mail/outboxStore'
import type { ResumeFileStore } from '../resumes/fileStore'
import type { UploadStaging } from '../resumes/staging'
import { createResumeStore } from '../resumes/store'
import { emailChangeAddressesOf } from './emailChangesStore'

export interface AccountDeletionDeps {
  readonly db: Db
  /** Where resume files live (the resume service's). */
  readonly files: ResumeFileStore
  /** The s3 method's staged uploads, when configured. */
  readonly staging?: UploadStaging
  readonly logError: (error: unknown) => void
}

/** What a deletion removed besides rows (the tests read it). */
export interface DeletionOutcome {
  readonly deleted: boolean
  readonly files: number
  readonly objects: number
}

/**
 * Deleting an account and everything of its person (docs/decisions.md, "Deleting an account"): every domain's
 * deletion runs in one transaction, so the account is either whole or gone; the files (resumes, staged uploads)
 * are deleted after it commits, since a file cannot be rolled back. A file that cannot be deleted then is logged
 * by its generated key (no personal data) and left for the operator; its row, and so any way to reach it, is gone.
 */
export function createAccountDeletion(deps: AccountDeletionDeps) {
  return async (user: { readonly id: string; readonly email: string }): Promise<DeletionOutcome> => {
    const key = emailKey(user.email)
    const removed = await deps.db.transaction(async (tx) => {
      const visitorFiles = await deleteApplicationsOf(tx, user.id)
      const resumes = await createResumeStore(tx).deleteAllFor(user.id)
      await deleteSecretsOf(tx, user)
      await deletePendingAlertsOf(tx, key)
      await deleteMailsOf(tx, key, await emailChangeAddressesOf(tx, user.id))
      await deleteRateLimitsOf(tx, { id: user.id, emailKey: key })
      const deleted = await deleteUser(tx, user.id)
      return { deleted, files: [...visitorFiles, ...resumes.files], objects: resumes.objects }
    })
    for (const file of removed.files) await deps.files.delete(file).catch((error: unknown) => deps.logError(new Error(`Resume file ${file} of a deleted account was not deleted: ${String(error)}`)))
    for (const object of removed.objects) await deps.staging?.delete(object).catch((error: unknown) => deps.logError(new Error(`Staged upload ${object} of a deleted account was not deleted: ${String(error)}`)))
    return { deleted: removed.deleted, files: removed.files.length, objects: removed.objects.length }
  }
}
