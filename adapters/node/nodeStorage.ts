import { closeSync, fstatSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, watch, writeSync, type FSWatcher } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import * as v from 'valibot'
import type { KeyValueStore, StoragePort } from '../../core/ports/storage'

/** What a store's file must hold: one JSON object of string values. Anything else reads as an empty store. */
const StoreFileSchema = v.record(v.string(), v.string())
const isStoreFile = (value: unknown): value is v.InferOutput<typeof StoreFileSchema> =>
  !Array.isArray(value) && v.is(StoreFileSchema, value)

interface FileState {
  /** Which version of the file this is (inode, size, mtime), or null when there is no file. */
  readonly version: string | null
  readonly values: ReadonlyMap<string, string>
}

const MISSING: FileState = { version: null, values: new Map() }

const versionOf = (stats: { ino: number; size: number; mtimeMs: number }) => `${stats.ino}:${stats.size}:${stats.mtimeMs}`

/** The file's version without reading it; undefined when it cannot be told (then nothing is re-read). */
const peekVersion = (file: string): string | null | undefined => {
  try {
    const stats = statSync(file, { throwIfNoEntry: false })
    return stats ? versionOf(stats) : null
  } catch {
    return undefined
  }
}

/** Reads and validates the file through one descriptor, so the version and the text are of the same file. */
const readFileState = (file: string): FileState => {
  let fd: number
  try {
    fd = openSync(file, 'r')
  } catch {
    return MISSING
  }
  try {
    const version = versionOf(fstatSync(fd))
    try {
      const parsed: unknown = JSON.parse(readFileSync(fd, 'utf8'))
      return isStoreFile(parsed) ? { version, values: new Map(Object.entries(parsed)) } : { version, values: new Map() }
    } catch {
      return { version, values: new Map() }
    }
  } catch {
    return MISSING
  } finally {
    closeSync(fd)
  }
}

let tempFiles = 0

/** Writes `values` to a temporary file beside `file`, flushes it and renames it over `file`; answers its version. */
const writeFileAtomically = (file: string, values: ReadonlyMap<string, string>): string => {
  const temp = `${file}.${process.pid}.${++tempFiles}.tmp`
  try {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 })
    const fd = openSync(temp, 'wx', 0o600)
    let version: string
    try {
      writeSync(fd, JSON.stringify(Object.fromEntries(values)))
      fsyncSync(fd)
      version = versionOf(fstatSync(fd))
    } finally {
      closeSync(fd)
    }
    renameSync(temp, file)
    return version
  } catch (error) {
    rmSync(temp, { force: true })
    throw error
  }
}

export interface NodeKeyValueStoreOptions {
  /** The JSON file holding the store; without one the store lives in this process's memory only. */
  readonly file?: string
}

/**
 * A KeyValueStore for Node: in memory, or backed by one JSON file (an object of strings).
 *
 * - Reads see the file as it is now: a cheap stat tells whether it changed since it was last read, and a changed
 *   file is read again and validated; a file that is not such an object reads as empty (and is replaced by the
 *   next write).
 * - Writes are atomic: the whole store goes to a temporary file beside it, flushed, then renamed over it (mode
 *   0600: it may hold session tokens). Keys another holder changed since this one last looked are merged in
 *   first, so two processes sharing a file never drop each other's keys.
 * - Never throws: a write the disk refuses keeps the value in memory, and the next successful write stores it.
 * - subscribe() hears other holders of the same file (another process, another store object), through a watch on
 *   its folder that does not keep the process alive; as in a browser, its own writes notify no one.
 */
export const nodeKeyValueStore = (options: NodeKeyValueStoreOptions = {}): KeyValueStore => {
  const { file } = options
  const values = new Map<string, string>()
  if (file === undefined) {
    return {
      get: (key) => values.get(key) ?? null,
      set: (key, value) => void values.set(key, value),
      remove: (key) => void values.delete(key),
      subscribe: () => () => undefined,
    }
  }

  const listeners = new Set<(key: string | null) => void>()
  /** The file as this store last read or wrote it: what another holder's changes are told apart from. */
  let seen: FileState = MISSING
  let watcher: FSWatcher | undefined

  const notify = (keys: readonly string[]) => {
    if (keys.length === 0 || listeners.size === 0) return
    const hearing = [...listeners]
    queueMicrotask(() => {
      for (const key of keys) for (const listener of hearing) if (listeners.has(listener)) listener(key)
    })
  }

  /** Takes in the keys another holder changed since the file was last seen, and tells subscribers. */
  const refresh = () => {
    const version = peekVersion(file)
    if (version === undefined || version === seen.version) return
    const current = readFileState(file)
    const changed: string[] = []
    for (const key of new Set([...seen.values.keys(), ...current.values.keys()])) {
      const value = current.values.get(key)
      if (seen.values.get(key) === value) continue
      changed.push(key)
      if (value === undefined) values.delete(key)
      else values.set(key, value)
    }
    seen = current
    notify(changed)
  }

  const persist = () => {
    try {
      seen = { version: writeFileAtomically(file, values), values: new Map(values) }
    } catch {
      // Kept in memory: `values` still holds it, and the next write that succeeds stores it.
    }
  }

  const stopWatching = () => {
    watcher?.close()
    watcher = undefined
  }

  const startWatching = () => {
    if (watcher) return
    try {
      mkdirSync(dirname(file), { recursive: true, mode: 0o700 })
      watcher = watch(dirname(file), { persistent: false }, (_, name) => {
        if (name === null || name === basename(file)) refresh()
      })
      watcher.on('error', stopWatching)
    } catch {
      watcher = undefined
    }
  }

  return {
    get(key) {
      refresh()
      return values.get(key) ?? null
    },
    set(key, value) {
      refresh()
      values.set(key, value)
      persist()
    },
    remove(key) {
      refresh()
      if (!values.has(key) && !seen.values.has(key)) return
      values.delete(key)
      persist()
    },
    subscribe(listener) {
      // Changes made before subscribing are not news to this listener.
      refresh()
      listeners.add(listener)
      startWatching()
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) stopWatching()
      }
    },
  }
}

export interface NodeStorageOptions {
  /** A folder for `local.json` and `session.json`, one file per scope; without one both scopes live in memory. */
  readonly directory?: string
}

/**
 * Both storage scopes for a Node program. With a directory, each scope is a file there, so a CLI keeps its
 * cached env config and its session from one run to the next (as a browser tab keeps sessionStorage across
 * reloads); without one, both last as long as the process.
 */
export const nodeStorage = (options: NodeStorageOptions = {}): StoragePort => {
  const scope = (name: string) => nodeKeyValueStore(options.directory === undefined ? {} : { file: join(options.directory, `${name}.json`) })
  return { local: scope('local'), session: scope('session') }
}
