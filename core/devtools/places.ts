/** A city the debug panel's map can set as the test location. */
export interface TestPlace {
  readonly city: string
  readonly state: string
  readonly lat: number
  readonly lng: number
}

/** Large US cities spread over the country: a click on the map picks the nearest. */
export const TEST_PLACES: readonly TestPlace[] = [
  { city: 'Seattle', state: 'WA', lat: 47.61, lng: -122.33 },
  { city: 'Portland', state: 'OR', lat: 45.52, lng: -122.68 },
  { city: 'San Francisco', state: 'CA', lat: 37.77, lng: -122.42 },
  { city: 'Los Angeles', state: 'CA', lat: 34.05, lng: -118.24 },
  { city: 'San Diego', state: 'CA', lat: 32.72, lng: -117.16 },
  { city: 'Las Vegas', state: 'NV', lat: 36.17, lng: -115.14 },
  { city: 'Phoenix', state: 'AZ', lat: 33.45, lng: -112.07 },
  { city: 'Salt Lake City', state: 'UT', lat: 40.76, lng: -111.89 },
  { city: 'Boise', state: 'ID', lat: 43.62, lng: -116.2 },
  { city: 'Denver', state: 'CO', lat: 39.74, lng: -104.99 },
  { city: 'Albuquerque', state: 'NM', lat: 35.08, lng: -106.65 },
  { city: 'Billings', state: 'MT', lat: 45.78, lng: -108.5 },
  { city: 'Dallas', state: 'TX', lat: 32.78, lng: -96.8 },
  { city: 'Austin', state: 'TX', lat: 30.27, lng: -97.74 },
  { city: 'Houston', state: 'TX', lat: 29.76, lng: -95.37 },
  { city: 'Oklahoma City', state: 'OK', lat: 35.47, lng: -97.52 },
  { city: 'Kansas City', state: 'MO', lat: 39.1, lng: -94.58 },
  { city: 'Omaha', state: 'NE', lat: 41.26, lng: -95.93 },
  { city: 'Minneapolis', state: 'MN', lat: 44.98, lng: -93.27 },
  { city: 'Fargo', state: 'ND', lat: 46.88, lng: -96.79 },
  { city: 'Chicago', state: 'IL', lat: 41.88, lng: -87.63 },
  { city: 'St. Louis', state: 'MO', lat: 38.63, lng: -90.2 },
  { city: 'New Orleans', state: 'LA', lat: 29.95, lng: -90.07 },
  { city: 'Nashville', state: 'TN', lat: 36.16, lng: -86.78 },
  { city: 'Detroit', state: 'MI', lat: 42.33, lng: -83.05 },
  { city: 'Columbus', state: 'OH', lat: 39.96, lng: -83.0 },
  { city: 'Atlanta', state: 'GA', lat: 33.75, lng: -84.39 },
  { city: 'Miami', state: 'FL', lat: 25.76, lng: -80.19 },
  { city: 'Orlando', state: 'FL', lat: 28.54, lng: -81.38 },
  { city: 'Charlotte', state: 'NC', lat: 35.23, lng: -80.84 },
  { city: 'Washington', state: 'DC', lat: 38.91, lng: -77.04 },
  { city: 'Philadelphia', state: 'PA', lat: 39.95, lng: -75.17 },
  { city: 'New York', state: 'NY', lat: 40.71, lng: -74.01 },
  { city: 'Boston', state: 'MA', lat: 42.36, lng: -71.06 },
  { city: 'Portland', state: 'ME', lat: 43.66, lng: -70.26 },
]

/** The place nearest a clicked point (an equirectangular distance: plenty for picking a city on a small map). */
export function nearestPlace(lat: number, lng: number, places: readonly TestPlace[] = TEST_PLACES): TestPlace {
  const scale = Math.cos((lat * Math.PI) / 180)
  let best = places[0] as TestPlace
  let bestDistance = Infinity
  for (const place of places) {
    const distance = (place.lat - lat) ** 2 + ((place.lng - lng) * scale) ** 2
    if (distance < bestDistance) [best, bestDistance] = [place, distance]
  }
  return best
}
