import { US_CITIES, US_ZIPS } from './usZipData'

/** A US ZIP code: its centroid, city and state (the `zipcodes` package's data, scripts/build-gazetteer.ts). */
export interface UsZip {
  readonly zip: string
  readonly latitude: number
  readonly longitude: number
  readonly city: string
  readonly state: string
}

interface Table {
  readonly all: readonly UsZip[]
  readonly byZip: ReadonlyMap<string, UsZip>
}

let table: Table | undefined

/** Parsed on first use (a few milliseconds): rows in the package's order, each city's name and state shared. */
function load(): Table {
  if (table) return table
  const cities = US_CITIES.split('\n').map((line) => {
    const bar = line.indexOf('|')
    return { city: line.slice(0, bar), state: line.slice(bar + 1) }
  })
  const all: UsZip[] = []
  const byZip = new Map<string, UsZip>()
  for (const line of US_ZIPS.split('\n')) {
    const [zip, latitude, longitude, city] = line.split('|') as [string, string, string, string]
    const place = cities[Number(city)]!
    const row: UsZip = { zip, latitude: Number(latitude), longitude: Number(longitude), city: place.city, state: place.state }
    all.push(row)
    byZip.set(zip, row)
  }
  table = { all, byZip }
  return table
}

/** Every US ZIP code, in the package's order. */
export const allUsZips = (): readonly UsZip[] => load().all

/** The US ZIP code `zip` (five digits), or undefined. */
export const usZip = (zip: string): UsZip | undefined => load().byZip.get(zip)
