import { normaliseSuggestionText, type Suggestion } from '../../../core/search'
import { allCities, US_STATES } from './gazetteer'
import { allUsZips, usZip } from './usZips'

/** A place under one of its keys: the normalised name from one of its words on ("san antonio tx", "antonio tx"). */
interface Keyed {
  readonly key: string
  readonly place: Suggestion
  /** Bigger first: a city's ZIP count (its size); a state ranks as its largest city plus one. */
  readonly weight: number
}

interface PlaceIndex {
  readonly keys: readonly Keyed[]
  readonly zips: readonly string[]
}

let index: PlaceIndex | undefined
/** Answers for one or two letters, which range over thousands of keys: computed once. */
const shortAnswers = new Map<string, Suggestion[]>()

function keysOf(name: string): string[] {
  const words = normaliseSuggestionText(name).split(' ')
  return words.map((_, i) => words.slice(i).join(' '))
}

function buildIndex(): PlaceIndex {
  const keys: Keyed[] = []
  const stateNames = new Map(Object.entries(US_STATES).map(([name, code]) => [code, name]))
  const largestInState = new Map<string, number>()
  for (const city of allCities()) {
    largestInState.set(city.state, Math.max(largestInState.get(city.state) ?? 0, city.zipCount))
    const place: Suggestion = { text: `${city.city}, ${city.state}`, kind: 'city' }
    const stateName = stateNames.get(city.state) ?? city.state
    // "San Antonio, TX" under "san antonio tx", "antonio tx" and "san antonio texas", never under "texas".
    const names = new Set([...keysOf(city.city).map((key) => `${key} ${city.state.toLowerCase()}`), normaliseSuggestionText(`${city.city} ${stateName}`)])
    for (const key of names) keys.push({ key, place, weight: city.zipCount })
  }
  for (const [name, code] of Object.entries(US_STATES)) {
    const text = name.toLowerCase().replace(/\b\w/g, (letter) => letter.toUpperCase()).replace(' Of ', ' of ')
    for (const key of keysOf(name)) keys.push({ key, place: { text, kind: 'state' }, weight: (largestInState.get(code) ?? 0) + 1 })
  }
  keys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  const zips = allUsZips().map((code) => code.zip).sort()
  return { keys, zips }
}

/** The first index in a sorted list whose value is >= `prefix`. */
function lowerBound<T>(items: readonly T[], prefix: string, valueOf: (item: T) => string): number {
  let low = 0
  let high = items.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (valueOf(items[middle] as T) < prefix) low = middle + 1
    else high = middle
  }
  return low
}

/**
 * "Where" autocomplete from the gazetteer: digits suggest ZIP codes in order; words suggest cities ("City, ST") and
 * states whose name, or a later word of it, starts with them, the largest first (by ZIP count, the gazetteer's size).
 */
export function suggestPlaces(typed: string, limit: number): Suggestion[] {
  index ??= buildIndex()
  const text = normaliseSuggestionText(typed)
  if (!text) return []
  if (/^\d{1,5}$/.test(text)) {
    const from = lowerBound(index.zips, text, (zip) => zip)
    const found: Suggestion[] = []
    for (let i = from; i < index.zips.length && found.length < limit && (index.zips[i] as string).startsWith(text); i++) {
      const zip = usZip(index.zips[i] as string)
      if (zip) found.push({ text: zip.zip, kind: 'zip', detail: `${zip.city}, ${zip.state}` })
    }
    return found
  }
  const key = `${limit}:${text}`
  const cached = shortAnswers.get(key)
  if (cached) return cached
  const answer = rankPlaces(index.keys, text, limit)
  if (/^[a-z]{1,2}$/.test(text)) shortAnswers.set(key, answer)
  return answer
}

function rankPlaces(keys: readonly Keyed[], text: string, limit: number): Suggestion[] {
  const best = new Map<string, Keyed>()
  for (let i = lowerBound(keys, text, (keyed) => keyed.key); i < keys.length; i++) {
    const keyed = keys[i] as Keyed
    if (!keyed.key.startsWith(text)) break
    const known = best.get(keyed.place.text)
    if (!known || known.weight < keyed.weight) best.set(keyed.place.text, keyed)
  }
  return [...best.values()]
    .sort((a, b) => b.weight - a.weight || a.place.text.localeCompare(b.place.text))
    .slice(0, limit)
    .map((keyed) => keyed.place)
}
