import fc from 'fast-check'

// Hostile inputs for the route fuzz (fuzz.test.ts): text, JSON values and bodies, headers, path segments, queries.

/** Text that has broken servers before: NUL and control characters, lone surrogates, RTL marks, injections, huge. */
const NASTY = [
  '', ' ', '\u0000', 'Ann\u0000', '\u0000'.repeat(50), '\u0001\u0002\u001f\u007f', '\u001b[31mred', '\r\n', '\t', '\b',
  '\ud800', '\udfff', 'a\ud800b', '\udc00\ud800', '\u202eevil', '\u200f\u200e', '\u200b', '\ufeff', '\u2028\u2029', '\uffff', '\ufffd',
  '💥', '👩‍👩‍👧‍👦', 'e\u0301', '𝕏𝕐', 'Zalgơ̸̡̢̗', 'ß', 'İ', 'ﬃ', '١٢٣', '中文',
  "'", '"', '\\', '`', "' OR '1'='1", "'); DROP TABLE users; --", '$1', '%', '%00', '%s%n', '${7*7}', '{{7*7}}',
  '<script>alert(1)</script>', '../../../etc/passwd', 'null', 'undefined', 'NaN', 'Infinity', '-0', '1e309',
  '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty',
  'x'.repeat(255), 'x'.repeat(5000), 'é'.repeat(3000),
]

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code))
const controlChar = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code))
const oddChar = fc.oneof(loneSurrogate, controlChar, fc.constantFrom('\u007f', '\u202e', '\u200f', '\ufeff', '\u0085', '\u2028'))

/** Any text, weighted towards what breaks things. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 2, arbitrary: fc.string({ unit: fc.oneof(fc.constantFrom('a', 'Z', ' ', '.', '@'), oddChar), maxLength: 20 }) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
)

/** Numbers JSON can carry, and the edges of each kind. */
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, -1, 1, 0.5, 2 ** 31, 2 ** 53, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, 5e-324, Number.MAX_SAFE_INTEGER),
)

/** Any JSON value (strings hostile), nested a little. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileText, tie('value'), { maxKeys: 4 }),
  ),
})).value

/**
 * An object shaped like a route's body: plausible fields (each present or not), then up to two changes, each a
 * field (known or unknown, `__proto__` and friends included) set to a hostile value. Near-valid bodies get past
 * validation into the route's code; the changes probe one spot at a time.
 */
export function bodyLike(fields: Readonly<Record<string, fc.Arbitrary<unknown>>>): fc.Arbitrary<Record<string, unknown>> {
  const key = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...Object.keys(fields)) }, { weight: 1, arbitrary: fc.oneof(hostileText, fc.constantFrom('__proto__', 'constructor', 'admin', 'id')) })
  return fc
    .tuple(fc.record(fields, { requiredKeys: [] }), fc.oneof(fc.constant([]), fc.array(fc.tuple(key, hostileValue), { minLength: 1, maxLength: 2 })))
    .map(([plausible, changes]) => {
      const body: Record<string, unknown> = { ...plausible }
      for (const [name, value] of changes) Object.defineProperty(body, name, { value, enumerable: true, writable: true, configurable: true })
      return body
    })
}

/** Mostly `usual`, now and then `odd` (a value of the right type the route refuses). */
export const mostly = <T, U>(usual: fc.Arbitrary<T>, odd: fc.Arbitrary<U>): fc.Arbitrary<T | U> => fc.oneof({ weight: 12, arbitrary: usual }, { weight: 1, arbitrary: odd })

/** JSON text nested `depth` deep: arrays or objects. */
const nested = (depth: number, kind: 'array' | 'object') => (kind === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`)

/** Bodies that are not the JSON object a route expects: malformed, deep, huge, the wrong type, binary. */
export const rawBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', ' ', 'null', 'true', '0', '"text"', '[]', '[{}]', '{', '}', '{"a":', '{"a":1,}', "{'a':1}", '{"a":1}{"b":2}', '\ufeff{}', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}', '\u0000', '{"a":"\\ud800"}', '{"a":"\\u0000"}', 'a=1&b=2', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--'),
  fc.tuple(fc.integer({ min: 1, max: 20_000 }), fc.constantFrom('array' as const, 'object' as const)).map(([depth, kind]) => nested(depth, kind)),
  fc.integer({ min: 16_000, max: 40_000 }).map((size) => JSON.stringify({ pad: 'x'.repeat(size) })),
  fc.string({ unit: 'binary', maxLength: 200 }),
  hostileValue.map((value) => JSON.stringify(value)),
)

/** A request body: mostly route-shaped JSON (with hostile values), else anything. */
export const bodyFrom = (shape: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<string> =>
  fc.oneof({ weight: 4, arbitrary: shape.map((value) => JSON.stringify(value)) }, { weight: 1, arbitrary: rawBody })

/** Text that may go in a header value (Latin-1 without CR, LF or NUL), weighted towards odd. */
const headerText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).filter((code) => code !== 0x7f).map((code) => String.fromCharCode(code)), maxLength: 40 }),
  fc.constantFrom('', ' ', '\t', 'x'.repeat(9000), '"', ';;;', '=', ',,,', 'ÿ'),
)

export const contentType: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  { weight: 3, arbitrary: fc.constantFrom('application/json; charset=utf-8', 'APPLICATION/JSON', 'application/json;charset=utf-16', 'application/json ; x=y') },
  { weight: 2, arbitrary: fc.constantFrom(undefined, '', 'text/plain', 'application/jsonx', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', '*/*', 'application/json,text/plain') },
  { weight: 1, arbitrary: headerText },
)

const base64url = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url')
/** JWT-looking strings that are not genuine: `alg: none`, a signature of random bytes, odd headers and claims. */
const forgedJwt = fc
  .tuple(
    fc.oneof(fc.constantFrom({ alg: 'none', typ: 'JWT' }, { alg: 'HS256', typ: 'JWT' }, { alg: 'RS256' }, { alg: 'HS256', kid: '../../etc/passwd' }, { alg: 'HS256', crit: ['x'] }, { alg: 'ES256', jwk: { kty: 'EC' } }), hostileValue),
    fc.oneof(fc.record({ sub: hostileText, email: hostileText, ver: hostileNumber, iat: hostileNumber, exp: hostileNumber, aud: fc.constantFrom('hireflow:session', 'hireflow:download') }, { requiredKeys: [] }), hostileValue),
    fc.oneof(fc.constant(''), fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString('base64url'))),
  )
  .map(([header, claims, signature]) => `${base64url(header)}.${base64url(claims)}.${signature}`)

/** What the Authorization header carries; `valid` is a genuine token of the fuzz account, minted when sent. */
export type AuthChoice = { readonly kind: 'none' } | { readonly kind: 'header'; readonly value: string } | { readonly kind: 'valid'; readonly tmp: boolean }

export const authChoice: fc.Arbitrary<AuthChoice> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ kind: 'none' as const }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('valid' as const), tmp: fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }) }) },
  {
    weight: 3,
    arbitrary: fc
      .oneof(
        forgedJwt.map((jwt) => `Bearer ${jwt}`),
        fc.stringMatching(/^[\w.-]{1,100}$/).map((token) => `Bearer ${token}`),
        headerText.map((text) => `Bearer ${text}`),
        fc.constantFrom('Bearer', 'Bearer ', 'bearer x.y.z', 'Basic YTpi', 'Bearer null', 'Bearer undefined', `Bearer ${'a'.repeat(8193)}`, 'Bearer a.b', 'Bearer ...'),
        headerText,
      )
      .map((value) => ({ kind: 'header' as const, value })),
  },
)

/** An X-Forwarded-For (the test app trusts it, so every fuzz request may count as its own client). */
export const forwardedFor: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 4, arbitrary: fc.ipV4() },
  { weight: 1, arbitrary: fc.ipV6() },
  { weight: 1, arbitrary: fc.constantFrom(undefined, '', ',', ' , ', 'unknown', '1.2.3.4, 5.6.7.8', '::1', '999.999.999.999') },
  { weight: 1, arbitrary: headerText },
)

/** Now and then a header the server does not expect, or a Content-Length that lies. */
export const extraHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc.dictionary(
      fc.constantFrom('accept', 'accept-language', 'cookie', 'origin', 'referer', 'x-http-method-override', 'content-encoding', 'expect', 'if-none-match', 'range', 'x-custom'),
      headerText,
      { maxKeys: 3 },
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom('0', '1', '16384', '16385', '99999999999', '-1', 'abc', '1e5').map((length) => ({ 'content-length': length })) },
)

/** encodeURIComponent, but a lone surrogate becomes the bytes of its (invalid) UTF-8 form instead of throwing. */
export function percentEncode(text: string): string {
  let out = ''
  for (const char of text) {
    const code = char.charCodeAt(0)
    out += char.length === 1 && code >= 0xd800 && code <= 0xdfff ? `%ED%${(0xa0 + ((code >> 6) & 0x1f)).toString(16).toUpperCase()}%${(0x80 + (code & 0x3f)).toString(16).toUpperCase()}` : encodeURIComponent(char)
  }
  return out
}

/** One path segment: encoded hostile text, raw junk escapes, traversal, plausible ids. */
export const pathSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: hostileText.filter((text) => text.length > 0).map(percentEncode) },
  { weight: 2, arbitrary: fc.constantFrom('%', '%zz', '%00', '%0a', '..', '.', '%2e%2e', '%2F', '%252F', 'a%2Fb', '%ED%A0%80', '%C0%AF', '%FF', '~', '-', '_', 'x'.repeat(65), 'x'.repeat(5000), 'a;b', 'a,b') },
  { weight: 2, arbitrary: fc.stringMatching(/^[\w-]{1,64}$/) },
  { weight: 1, arbitrary: fc.stringMatching(/^[\w-]{22,128}$/) },
)

/** A query string (with its '?'), usually with a hostile `name` and sometimes junk around it. */
export const queryWith = (...names: string[]): fc.Arbitrary<string> =>
  fc
    .array(
      fc.tuple(
        fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...names, ...names.map((name) => `${name}[]`)) }, { weight: 1, arbitrary: hostileText.map(percentEncode) }),
        fc.oneof(
          hostileText.map(percentEncode),
          fc.integer({ min: -100_000, max: 100_000 }).map(String),
          fc.constantFrom('', '%', '%zz', '%00', '+', '-0', '0x10', '1e3', '840', '-840', '841', ' 300', '00300', '3.5', '%2D60'),
        ),
      ),
      { maxLength: 3 },
    )
    .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}`))

/**
 * Text in an answer that would leak the server's insides: stack frames, source paths, SQL and database errors.
 * A pattern counts only when what was sent does not itself contain it (an error message may quote the input).
 */
export const LEAKS: readonly RegExp[] = [
  /^\s*at\s.+:\d+:\d+\)?\s*$/m,
  /\bat\s+(async\s+)?[\w$.<>]+\s+\(/,
  /\/adapters\//,
  /node_modules/,
  /\.[cm]?[jt]sx?:\d+/,
  /file:\/\//,
  // Not the pages' <select> element (the search page's sort).
  /(?<![</])\bSELECT\b/i,
  /\bINSERT\b/i,
  /\bUPDATE\s+\w+\s+SET\b/i,
  /syntax error/i,
  // Postgres names them quoted (relation "users" does not exist); a bare "relation" is a field of search answers.
  /\brelation\s+"/i,
  /\bcolumn\s+"/i,
  /invalid input syntax/i,
  /byte sequence/i,
  /violates\s.+constraint/i,
]

/** The leak patterns `answer` matches that `sent` does not. */
export const leaksIn = (answer: string, sent: string): RegExp[] => LEAKS.filter((pattern) => pattern.test(answer) && !pattern.test(sent))
