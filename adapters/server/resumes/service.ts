import { randomUUID } from 'node:crypto'
import { summarizeResume, type ResumeSummary, type ResumeVocabulary } from '../../../core/resumes'
import type { Queryable } from '../db/db'
import { inspectResume, type ContentVerdict } from './content'
import type { TextExtractor } from './extract'
import type { ResumeFileStore } from './fileStore'
import type { UploadStaging } from './staging'
import { createResumeStore, type ResumeRecord, type ResumeStore } from './store'

/** How long the vocabulary read from the search index is reused. */
const VOCABULARY_TTL_MS = 10 * 60 * 1000

const NOTHING_READ: ResumeSummary = { mostRecentTitle: null, mostRecentEmployer: null, skills: [] }

export type AcceptOutcome = { readonly ok: true; readonly record: ResumeRecord } | Extract<ContentVerdict, { ok: false }>

/** The resume domain's work behind its routes, and what other domains call (account deletion: deleteAllFor). */
export interface ResumeService {
  readonly store: ResumeStore
  readonly files: ResumeFileStore
  /** The s3 upload method's staging area; undefined when no S3-compatible store is configured. */
  readonly staging: UploadStaging | undefined
  /**
   * Checks the bytes by content, keeps an accepted file in the file store and its row, reads its text (bounded, in
   * a worker) and keeps the summary. A failure to read the text leaves the resume usable without a summary.
   */
  accept(userId: string, fileName: string, bytes: Uint8Array): Promise<AcceptOutcome>
  /** Deletes one resume: its row, then its file. False when the user has no such resume. */
  delete(userId: string, id: string): Promise<boolean>
  /**
   * Deletes every resume file, row and staged upload of a user. Whoever removes a user calls it first (its rows
   * would go with the user by ON DELETE CASCADE, but the files would stay behind).
   */
  deleteAllFor(userId: string): Promise<{ readonly files: number; readonly objects: number }>
}

export interface ResumeServiceDeps {
  readonly db: Queryable
  readonly files: ResumeFileStore
  readonly extractor: TextExtractor
  readonly staging?: UploadStaging
  readonly now: () => Date
  readonly logError: (error: unknown) => void
}

export function createResumeService(deps: ResumeServiceDeps): ResumeService {
  const store = createResumeStore(deps.db)
  let vocabulary: { readonly at: number; readonly value: Promise<ResumeVocabulary> } | null = null
  const readVocabulary = () => {
    const at = deps.now().getTime()
    if (vocabulary === null || at - vocabulary.at > VOCABULARY_TTL_MS || at < vocabulary.at) {
      const value = store.vocabulary()
      vocabulary = { at, value }
      value.catch(() => (vocabulary = null))
    }
    return vocabulary.value
  }

  const readText = async (record: ResumeRecord, bytes: Uint8Array): Promise<ResumeRecord> => {
    const extracted = await deps.extractor.extract(record.kind, bytes)
    const text = extracted.ok ? extracted.text : null
    const summary = text === null ? NOTHING_READ : summarizeResume(text, await readVocabulary())
    await store.setText(record.id, text, summary)
    return { ...record, summary: text === null ? null : summary }
  }

  return {
    store,
    files: deps.files,
    staging: deps.staging,
    async accept(userId, fileName, bytes) {
      const verdict = await inspectResume(bytes)
      if (!verdict.ok) return verdict
      const storageKey = await deps.files.put(bytes, verdict.kind)
      const record: ResumeRecord = {
        id: randomUUID(),
        userId,
        fileName,
        kind: verdict.kind,
        size: bytes.byteLength,
        storageKey,
        hasScript: verdict.hasScript,
        active: true,
        uploadedAt: deps.now(),
        summary: null,
      }
      try {
        await store.insert(record)
      } catch (error) {
        await deps.files.delete(storageKey)
        throw error
      }
      try {
        return { ok: true, record: await readText(record, bytes) }
      } catch (error) {
        deps.logError(error)
        return { ok: true, record }
      }
    },
    async delete(userId, id) {
      const key = await store.delete(userId, id)
      if (key === null) return false
      await deps.files.delete(key)
      return true
    },
    async deleteAllFor(userId) {
      const { files, objects } = await store.deleteAllFor(userId)
      for (const key of files) await deps.files.delete(key)
      for (const key of objects) await deps.staging?.delete(key)
      return { files: files.length, objects: objects.length }
    },
  }
}
