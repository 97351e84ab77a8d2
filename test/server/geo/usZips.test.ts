import zipcodes from 'zipcodes'
import { expect, test } from 'vitest'
import { allUsZips, usZip } from '../../../adapters/server/geo/usZips'

// adapters/server/geo/usZipData.ts is generated from the package (npm run build:gazetteer); the server no longer
// loads the package itself. After an update of `zipcodes` this fails until the file is generated again.
test('the generated US ZIP data is the zipcodes package\'s US codes, in its order', () => {
  const fromPackage = Object.values(zipcodes.codes)
    .filter((code) => code.country === 'US')
    .map(({ zip, latitude, longitude, city, state }) => ({ zip, latitude, longitude, city, state }))
  expect(allUsZips()).toEqual(fromPackage)
  expect(usZip('10001')).toEqual({ zip: '10001', latitude: 40.7484, longitude: -73.9967, city: 'New York', state: 'NY' })
  expect(usZip('A0A')).toBeUndefined()
})
