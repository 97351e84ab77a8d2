import { Worker } from 'node:worker_threads'
import type { ResumeKind } from './content'

/** Reads the text of an accepted resume; null when it cannot (a scan, a broken file, too slow, too big). */
export interface TextExtractor {
  extract(kind: ResumeKind, bytes: Uint8Array): Promise<ExtractedText>
  /** Stops the workers. */
  close(): Promise<void>
}

export type ExtractedText = { readonly ok: true; readonly text: string; readonly ms: number } | { readonly ok: false; readonly reason: string; readonly ms: number }

export interface ExtractorLimits {
  /** A worker that has not answered by then is stopped and the resume kept without text. */
  readonly timeoutMs: number
  /** The worker's V8 heap (old generation), in MB: past it the worker dies, not the server. */
  readonly maxHeapMb: number
  /** Workers at most; more uploads wait their turn. */
  readonly concurrency: number
  readonly maxPages: number
  readonly maxChars: number
}

export const EXTRACTOR_LIMITS: ExtractorLimits = { timeoutMs: 10_000, maxHeapMb: 192, concurrency: 2, maxPages: 20, maxChars: 100_000 }

interface Answer {
  readonly id: number
  readonly ok: boolean
  readonly text?: string
  readonly reason?: string
}

/** The worker's own file: the source under tsx and vitest, dist-server/extractWorker.js beside the bundled server. */
const WORKER_URL = new URL(import.meta.url.endsWith('.ts') ? './extractWorker.ts' : './extractWorker.js', import.meta.url)

/**
 * Text extraction in worker threads (unpdf for PDF, mammoth for DOCX; both only ever on the server), each with a
 * heap limit, a deadline and a copy of the bytes: a hostile file can stall or exhaust a worker, never the server.
 * A worker is kept for the next file after a success, replaced after a failure, a timeout or a crash.
 */
export function createWorkerExtractor(limits: ExtractorLimits = EXTRACTOR_LIMITS, now: () => number = () => performance.now()): TextExtractor {
  const idle: Worker[] = []
  const all = new Set<Worker>()
  const waiting: (() => void)[] = []
  let running = 0
  let nextId = 1

  const spawn = () => {
    const worker = new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 16 }, stdout: true, stderr: true })
    worker.unref()
    all.add(worker)
    worker.once('exit', () => all.delete(worker))
    return worker
  }
  const slot = () =>
    running < limits.concurrency
      ? Promise.resolve().then(() => void running++)
      : new Promise<void>((resolve) => waiting.push(() => (running++, resolve())))
  const release = () => {
    running--
    waiting.shift()?.()
  }

  const runOn = (worker: Worker, kind: ResumeKind, bytes: Uint8Array) =>
    new Promise<{ readonly answer: Answer | null; readonly reason: string }>((resolve) => {
      const id = nextId++
      const done = (answer: Answer | null, reason: string) => {
        clearTimeout(timer)
        worker.off('message', onMessage)
        worker.off('error', onError)
        worker.off('exit', onExit)
        resolve({ answer, reason })
      }
      const onMessage = (answer: Answer) => {
        if (answer.id === id) done(answer, answer.reason ?? '')
      }
      const onError = (error: Error) => done(null, (error as { code?: string }).code ?? error.message)
      const onExit = () => done(null, 'worker exited')
      const timer = setTimeout(() => done(null, 'timeout'), limits.timeoutMs)
      worker.on('message', onMessage)
      worker.once('error', onError)
      worker.once('exit', onExit)
      const copy = new Uint8Array(bytes) // its own ArrayBuffer (a Buffer's slice shares a pool), moved to the worker
      worker.postMessage({ id, kind, bytes: copy, maxPages: limits.maxPages, maxChars: limits.maxChars }, [copy.buffer])
    })

  return {
    async extract(kind, bytes) {
      await slot()
      const started = now()
      const worker = idle.pop() ?? spawn()
      try {
        const { answer, reason } = await runOn(worker, kind, bytes)
        const ms = Math.round(now() - started)
        if (answer?.ok && typeof answer.text === 'string') {
          idle.push(worker)
          return { ok: true, text: answer.text, ms }
        }
        // A failed file may have left the worker in any state: a fresh one serves the next.
        void worker.terminate()
        return { ok: false, reason: reason || 'unreadable', ms }
      } finally {
        release()
      }
    },
    async close() {
      idle.length = 0
      await Promise.all([...all].map((worker) => worker.terminate()))
    },
  }
}
