// The zipcodes package ships no types; this is the part the server uses.
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
