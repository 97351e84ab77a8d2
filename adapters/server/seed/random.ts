/** A small seeded PRNG (mulberry32): the same seed gives the same sequence everywhere. */
export interface Random {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max]. */
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[]
  chance(probability: number): boolean
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items]
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1))
      ;[pool[i], pool[j]] = [pool[j] as T, pool[i] as T]
    }
    return pool.slice(0, count)
  }
  return { next, int, pick, sample, chance: (p) => next() < p }
}

/** Picks from `items` in proportion to `weight(item)`; build once, draw many times. */
export function weightedPicker<T>(items: readonly T[], weight: (item: T) => number): (random: Random) => T {
  const cumulative: number[] = []
  let total = 0
  for (const item of items) {
    total += weight(item)
    cumulative.push(total)
  }
  return (random) => {
    const target = random.next() * total
    let lo = 0
    let hi = cumulative.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if ((cumulative[mid] as number) > target) hi = mid
      else lo = mid + 1
    }
    return items[lo] as T
  }
}

/** Lower-case, dash-separated, URL-safe. */
export function slugify(text: string): string {
  return text.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
}
