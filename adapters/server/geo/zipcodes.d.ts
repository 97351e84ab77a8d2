// The zipcodes package ships no types; this is the part scripts/build-gazetteer.ts and its test use (the server reads geo/usZipData.ts).
declare module 'zipcodes' {
  export interface ZipCode {
    zip: string
    latitude: number
    longitude: number
    city: string
    state: string
    country: string
  }
  export const codes: Record<string, ZipCode>
  export function lookup(zip: string | number): ZipCode | undefined
}
