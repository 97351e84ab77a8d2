import { allUsZips, usZip } from './usZips'

/** A US city of the gazetteer: its ZIP centroid and how many ZIP codes it has (a proxy for its size). */
export interface City {
  readonly city: string
  readonly state: string
  readonly lat: number
  readonly lon: number
  readonly zipCount: number
}

/** Where a search looks: around a point, or within a whole state. */
export type Place =
  | { readonly kind: 'point'; readonly lat: number; readonly lon: number }
  | { readonly kind: 'state'; readonly state: string }

const STATE_NAMES: Readonly<Record<string, string>> = {
  ALABAMA: 'AL', ALASKA: 'AK', ARIZONA: 'AZ', ARKANSAS: 'AR', CALIFORNIA: 'CA', COLORADO: 'CO',
  CONNECTICUT: 'CT', DELAWARE: 'DE', 'DISTRICT OF COLUMBIA': 'DC', FLORIDA: 'FL', GEORGIA: 'GA',
  HAWAII: 'HI', IDAHO: 'ID', ILLINOIS: 'IL', INDIANA: 'IN', IOWA: 'IA', KANSAS: 'KS', KENTUCKY: 'KY',
  LOUISIANA: 'LA', MAINE: 'ME', MARYLAND: 'MD', MASSACHUSETTS: 'MA', MICHIGAN: 'MI', MINNESOTA: 'MN',
  MISSISSIPPI: 'MS', MISSOURI: 'MO', MONTANA: 'MT', NEBRASKA: 'NE', NEVADA: 'NV', 'NEW HAMPSHIRE': 'NH',
  'NEW JERSEY': 'NJ', 'NEW MEXICO': 'NM', 'NEW YORK': 'NY', 'NORTH CAROLINA': 'NC', 'NORTH DAKOTA': 'ND',
  OHIO: 'OH', OKLAHOMA: 'OK', OREGON: 'OR', PENNSYLVANIA: 'PA', 'RHODE ISLAND': 'RI',
  'SOUTH CAROLINA': 'SC', 'SOUTH DAKOTA': 'SD', TENNESSEE: 'TN', TEXAS: 'TX', UTAH: 'UT', VERMONT: 'VT',
  VIRGINIA: 'VA', WASHINGTON: 'WA', 'WEST VIRGINIA': 'WV', WISCONSIN: 'WI', WYOMING: 'WY',
}
const STATE_CODES = new Set(Object.values(STATE_NAMES))

const LARGE_CITY_RANK = 300

interface Index {
  readonly byCityState: Map<string, City>
  readonly byCityName: Map<string, City>
  readonly cities: readonly City[]
  readonly largeCities: ReadonlySet<City>
}

let index: Index | undefined

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] as number
}

function buildIndex(): Index {
  // The median of a city's ZIP centroids: a few ZIPs in the data have typos (New York's 10200 sits in China).
  const groups = new Map<string, { city: string; state: string; lats: number[]; lons: number[] }>()
  for (const code of allUsZips()) {
    if (!STATE_CODES.has(code.state) || !code.latitude) continue
    const key = `${code.city.toUpperCase()}|${code.state}`
    const group = groups.get(key) ?? { city: code.city, state: code.state, lats: [], lons: [] }
    group.lats.push(code.latitude)
    group.lons.push(code.longitude)
    groups.set(key, group)
  }
  const byCityState = new Map<string, City>()
  const byCityName = new Map<string, City>()
  for (const [key, g] of groups) {
    const city: City = { city: g.city, state: g.state, lat: median(g.lats), lon: median(g.lons), zipCount: g.lats.length }
    byCityState.set(key, city)
    const name = g.city.toUpperCase()
    const known = byCityName.get(name)
    if (!known || known.zipCount < city.zipCount) byCityName.set(name, city)
  }
  const cities = [...byCityState.values()].sort(
    (a, b) => b.zipCount - a.zipCount || a.city.localeCompare(b.city) || a.state.localeCompare(b.state),
  )
  return { byCityState, byCityName, cities, largeCities: new Set(cities.slice(0, LARGE_CITY_RANK)) }
}

function getIndex(): Index {
  index ??= buildIndex()
  return index
}

/** Reads a state as a two-letter code or a full name ("TX", "texas"); null when it is neither. */
export function parseState(text: string): string | null {
  const upper = text.trim().toUpperCase().replace(/\s+/g, ' ')
  if (STATE_CODES.has(upper)) return upper
  return STATE_NAMES[upper] ?? null
}

/**
 * Geocodes what a job seeker typed as "where": a 5-digit ZIP, "City, ST", "City, State",
 * a city alone (the largest of that name), or a state (code or name; a name that is also one
 * of the 300 largest cities, like "New York", means the city). Null when unknown.
 */
export function geocode(where: string): Place | null {
  const text = where.trim().replace(/\s+/g, ' ')
  if (/^\d{5}$/.test(text)) {
    const zip = usZip(text)
    return zip ? { kind: 'point', lat: zip.latitude, lon: zip.longitude } : null
  }
  const { byCityState, byCityName } = getIndex()
  const comma = text.lastIndexOf(',')
  if (comma > 0) {
    const state = parseState(text.slice(comma + 1))
    const city = state ? byCityState.get(`${text.slice(0, comma).trim().toUpperCase()}|${state}`) : undefined
    return city ? { kind: 'point', lat: city.lat, lon: city.lon } : null
  }
  const city = byCityName.get(text.toUpperCase())
  const state = parseState(text)
  // "New York" and "Washington" mean the big city; "NY", "Texas" or "Maine" mean the state.
  if (state && !(city && text.length > 2 && getIndex().largeCities.has(city))) return { kind: 'state', state }
  return city ? { kind: 'point', lat: city.lat, lon: city.lon } : null
}

/** The `count` largest US cities of the gazetteer, largest first (ties broken by name: deterministic). */
export function largestCities(count: number): readonly City[] {
  return getIndex().cities.slice(0, count)
}

/** Every US city of the gazetteer, largest first. */
export function allCities(): readonly City[] {
  return getIndex().cities
}

/** The states (and DC) as full name (upper case) to two-letter code. */
export const US_STATES: Readonly<Record<string, string>> = STATE_NAMES

/** Finds a city of the gazetteer by name and state code. */
export function findCity(city: string, state: string): City | undefined {
  return getIndex().byCityState.get(`${city.toUpperCase()}|${state.toUpperCase()}`)
}
