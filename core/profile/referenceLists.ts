/*
 * The reference lists of spec section 3 (countries, regions, languages): codes from maintained standards (ISO 3166-1
 * alpha-2, ISO 639-1, the US states and Canadian provinces of ISO 3166-2), names from the platform's Intl data
 * (Intl.DisplayNames) in the user's locale, so no name is translated by hand. Time zones come straight from
 * Intl.supportedValuesOf('timeZone').
 */

/** ISO 3166-1 alpha-2 codes of the countries and territories (the assigned ones, 2024). */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG ' +
  'CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL ' +
  'GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA ' +
  'LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP ' +
  'NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV ' +
  'SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ')

/** ISO 639-1 codes of the languages people list on a profile (the living languages with a two-letter code). */
export const LANGUAGE_CODES: readonly string[] = (
  'af am ar as az be bg bn bo bs ca cs cy da de dv el en es et eu fa fi fj fo fr ga gd gl gu ha he hi hr ht hu hy id ig is it ' +
  'ja jv ka kk km kn ko ku ky lb lo lt lv mg mi mk ml mn mr ms mt my nb ne nl nn ny om or pa pl ps pt qu ro ru rw sd si sk sl sm sn so ' +
  'sq sr st su sv sw ta te tg th ti tk tl tn to tr ts tt ug uk ur uz vi wo xh yi yo zh zu'
).split(' ')

/** The regions (ISO 3166-2 subdivisions) offered as a list, by country; other countries take a typed region. */
export const REGIONS: Readonly<Record<string, readonly { readonly code: string; readonly name: string }[]>> = {
  US: (
    'AL:Alabama AK:Alaska AZ:Arizona AR:Arkansas CA:California CO:Colorado CT:Connecticut DE:Delaware DC:District_of_Columbia ' +
    'FL:Florida GA:Georgia HI:Hawaii ID:Idaho IL:Illinois IN:Indiana IA:Iowa KS:Kansas KY:Kentucky LA:Louisiana ME:Maine MD:Maryland ' +
    'MA:Massachusetts MI:Michigan MN:Minnesota MS:Mississippi MO:Missouri MT:Montana NE:Nebraska NV:Nevada NH:New_Hampshire ' +
    'NJ:New_Jersey NM:New_Mexico NY:New_York NC:North_Carolina ND:North_Dakota OH:Ohio OK:Oklahoma OR:Oregon PA:Pennsylvania ' +
    'PR:Puerto_Rico RI:Rhode_Island SC:South_Carolina SD:South_Dakota TN:Tennessee TX:Texas UT:Utah VT:Vermont VA:Virginia ' +
    'WA:Washington WV:West_Virginia WI:Wisconsin WY:Wyoming'
  )
    .split(' ')
    .map(region),
  CA: (
    'AB:Alberta BC:British_Columbia MB:Manitoba NB:New_Brunswick NL:Newfoundland_and_Labrador NS:Nova_Scotia NT:Northwest_Territories ' +
    'NU:Nunavut ON:Ontario PE:Prince_Edward_Island QC:Quebec SK:Saskatchewan YT:Yukon'
  )
    .split(' ')
    .map(region),
}

function region(entry: string) {
  const [code = '', name = ''] = entry.split(':')
  return { code, name: name.replaceAll('_', ' ') }
}

/** One entry of a reference list: its code and its name in the asked locale. */
export interface ReferenceEntry {
  readonly code: string
  readonly name: string
}

const named = (codes: readonly string[], type: 'region' | 'language', locale: string): ReferenceEntry[] => {
  let names: Intl.DisplayNames | null = null
  try {
    names = new Intl.DisplayNames([locale], { type, fallback: 'code' })
  } catch {
    // a platform without DisplayNames: the codes are the names
  }
  return codes
    .map((code) => ({ code, name: names?.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
}

/** The countries, named in `locale` and sorted by name. */
export const countries = (locale: string): readonly ReferenceEntry[] => named(COUNTRY_CODES, 'region', locale)

/** The languages, named in `locale` and sorted by name. */
export const languages = (locale: string): readonly ReferenceEntry[] => named(LANGUAGE_CODES, 'language', locale)

/** The name of one language code in `locale` (the code itself when the platform does not know it). */
export const languageName = (code: string, locale: string): string => named([code], 'language', locale)[0]?.name ?? code

/** The regions of a country offered as a list (empty: the region is typed). */
export const regionsOf = (country: string): readonly ReferenceEntry[] => REGIONS[country] ?? []

/** The platform's IANA time zones (Intl.supportedValuesOf), or UTC alone where the platform lists none. */
export const timeZones = (): readonly string[] => {
  try {
    const zones = Intl.supportedValuesOf('timeZone')
    return zones.includes('UTC') ? zones : ['UTC', ...zones]
  } catch {
    return ['UTC']
  }
}
