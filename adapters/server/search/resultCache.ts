export interface ResultCacheOptions {
  /** Entries kept (least recently used dropped first). */
  readonly maxEntries?: number
  /** With `weigh`: the most bytes the kept values may weigh together (least recently used dropped first). */
  readonly maxBytes?: number
  /** What one value costs in memory, in bytes; without it only `maxEntries` bounds the cache. */
  readonly weigh?: (value: never) => number
  /** An entry older than this is asked again: bounds what a missed notification or the moving clock can leave stale. */
  readonly ttlMs?: number
  readonly clock?: () => number
}

interface Entry<V> {
  readonly value: V
  readonly storedAt: number
  readonly bytes: number
}

/**
 * A bounded LRU map whose whole content is dropped by `invalidate()`. A value computed while an invalidation happened
 * is not stored (`generation` is read before computing it): a search that read the old jobs cannot outlive the change.
 * An entry lives `ttlMs` from when it was stored, however often it is read.
 */
export class ResultCache<V> {
  private readonly entries = new Map<string, Entry<V>>()
  private readonly maxEntries: number
  private readonly maxBytes: number
  private readonly weigh: (value: V) => number
  private readonly ttlMs: number
  private readonly clock: () => number
  private readonly inFlight = new Map<string, { readonly generation: number; readonly promise: Promise<V> }>()
  generation = 0
  hits = 0
  misses = 0
  /** What the kept values weigh together (`weigh`), in bytes. */
  bytes = 0

  constructor(options: ResultCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 5000
    this.maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY
    this.weigh = (options.weigh as ((value: V) => number) | undefined) ?? (() => 0)
    this.ttlMs = options.ttlMs ?? 30_000
    this.clock = options.clock ?? Date.now
  }

  get size(): number {
    return this.entries.size
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key)
    if (!entry || this.clock() - entry.storedAt > this.ttlMs) {
      if (entry) this.remove(key, entry)
      this.misses++
      return undefined
    }
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key)
    this.entries.set(key, entry)
    this.hits++
    return entry.value
  }

  set(key: string, value: V, generation: number): void {
    if (generation !== this.generation) return
    const old = this.entries.get(key)
    if (old) this.remove(key, old)
    const bytes = this.weigh(value)
    this.entries.set(key, { value, storedAt: this.clock(), bytes })
    this.bytes += bytes
    while (this.entries.size > this.maxEntries || (this.bytes > this.maxBytes && this.entries.size > 1)) {
      const oldest = this.entries.entries().next()
      if (oldest.done) break
      this.remove(...oldest.value)
    }
  }

  /**
   * Computes and stores `key` once; concurrent callers of a missing key share the one computation. `stored` says what
   * of the computed value to keep (undefined: nothing), e.g. a compact form of it; the callers get the value itself.
   */
  async through(key: string, compute: () => Promise<V>, stored: (value: V) => V | undefined | Promise<V | undefined> = (value) => value): Promise<V> {
    const cached = this.get(key)
    if (cached !== undefined) return cached
    const pending = this.inFlight.get(key)
    if (pending && pending.generation === this.generation) return pending.promise
    const generation = this.generation
    const promise = compute()
    this.inFlight.set(key, { generation, promise })
    try {
      const value = await promise
      // A value that cannot be put in its kept form is answered all the same, and not kept.
      const kept = await Promise.resolve().then(() => stored(value)).catch(() => undefined)
      if (kept !== undefined) this.set(key, kept, generation)
      return value
    } finally {
      if (this.inFlight.get(key)?.promise === promise) this.inFlight.delete(key)
    }
  }

  invalidate(): void {
    this.generation++
    this.entries.clear()
    this.bytes = 0
    this.inFlight.clear()
  }

  private remove(key: string, entry: Entry<V>): void {
    this.entries.delete(key)
    this.bytes -= entry.bytes
  }
}
