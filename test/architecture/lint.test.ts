import { resolve } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const repoRoot = resolve(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: repoRoot })

/** Lints a source text as if it were the file at `path`; returns the rule ids it breaks. */
async function rulesBrokenBy(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: resolve(repoRoot, path) })
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message)
}

describe('eslint.config.js', () => {
  it.each([
    ['Date.now()', 'export const now = () => Date.now()\n', 'no-restricted-properties'],
    ['Math.random()', 'export const roll = () => Math.random()\n', 'no-restricted-properties'],
    ['new Date()', 'export const now = () => new Date()\n', 'no-restricted-syntax'],
    ['setTimeout', 'export const later = () => setTimeout(() => 0, 1)\n', 'no-restricted-globals'],
    ['setInterval', 'export const tick = () => setInterval(() => 0, 1)\n', 'no-restricted-globals'],
    ['window', 'export const href = () => window.location.href\n', 'no-restricted-globals'],
    ['localStorage', "export const read = () => localStorage.getItem('k')\n", 'no-restricted-globals'],
    ['process', 'export const env = () => process.env\n', 'no-restricted-globals'],
    ['console', "export const log = () => console.log('x')\n", 'no-restricted-globals'],
  ])('bans %s in core/ and machines/', async (_name, source, rule) => {
    expect(await rulesBrokenBy('core/example.ts', source)).toContain(rule)
    expect(await rulesBrokenBy('machines/example.machine.ts', source)).toContain(rule)
  })

  it('allows the same code at the edges (adapters/, ui/, test/)', async () => {
    const source = 'export const now = () => [Date.now(), Math.random(), setTimeout(() => 0, 1)]\n'
    expect(await rulesBrokenBy('adapters/browser/clock.ts', source)).toEqual([])
    expect(await rulesBrokenBy('test/example.test.ts', source)).toEqual([])
  })

  it('takes words in markup from the catalogue only, in ui/ and explorer/', async () => {
    const words = "export const Hello = () => <p title='Greeting'>Hello there</p>\n"
    expect(await rulesBrokenBy('ui/features/example/Hello.tsx', words)).toEqual(['no-restricted-syntax', 'no-restricted-syntax'])
    expect(await rulesBrokenBy('explorer/parts/Hello.tsx', words)).toEqual(['no-restricted-syntax', 'no-restricted-syntax'])
    const fromCatalogue = "import { FormattedMessage } from '../../i18n/intl'\nexport const Hello = ({ n }: { n: number }) => <p><FormattedMessage id='shell.brand' /> {n} · {'code'}</p>\n"
    expect(await rulesBrokenBy('ui/features/example/Hello.tsx', fromCatalogue)).toEqual([])
  })

  it('checks the rules of hooks in ui/', async () => {
    const source = [
      "import { useState } from 'react'",
      'export function Badge({ shown }: { shown: boolean }) {',
      '  if (shown) useState(0)',
      '  return null',
      '}',
      '',
    ].join('\n')
    expect(await rulesBrokenBy('ui/Badge.tsx', source)).toContain('react-hooks/rules-of-hooks')
  })

  describe('no data fetching in effects in ui/ (hireflow/no-fetch-in-effect)', () => {
    const component = (effect: string) =>
      [
        "import { useEffect, useLayoutEffect } from 'react'",
        "import { useAuth } from './authServices'",
        'export function Page({ code }: { code: string }) {',
        '  const { api, account, oauth } = useAuth()',
        '  const auth = useAuth()',
        `  ${effect}`,
        '  return null',
        '}',
        '',
      ].join('\n')

    it.each([
      ['fetch()', "useEffect(() => { void fetch('/rest/profile') }, [])"],
      ['an API method', 'useEffect(() => { void account.emailChange(code) }, [account, code])'],
      ['an optional API method', 'useEffect(() => { void oauth?.providers() }, [oauth])'],
      ['an API reached through the services', 'useLayoutEffect(() => { void auth.api.profile(0) }, [auth])'],
      ['.then( on a call', 'useEffect(() => { load(code).then(() => undefined) }, [code])'],
      ['an async helper the effect calls', 'useEffect(() => { const load = async () => api.profile(0); void load() }, [api])'],
    ])('bites on %s in an effect', async (_name, effect) => {
      const source = component(effect).replace("export function", 'const load = (code: string) => Promise.resolve(code)\nexport function')
      expect(await rulesBrokenBy('ui/features/example/Page.tsx', source)).toContain('hireflow/no-fetch-in-effect')
    })

    it.each([
      ['focus', 'useEffect(() => { if (code) document.getElementById(code)?.focus() }, [code])'],
      ['scroll', 'useLayoutEffect(() => { window.scrollTo({ top: 0 }) }, [])'],
      ['a subscription whose listener calls the API on an event', "useEffect(() => { const on = () => void api.profile(0).then(() => undefined); window.addEventListener('focus', on); return () => window.removeEventListener('focus', on) }, [api])"],
      ['a listener handed to a subscription', "useEffect(() => subscribe((id) => void account.emailChange(id).then(() => undefined)), [account])"],
      ['the API called from an event handler', ''],
    ])('leaves legitimate effects alone: %s', async (_name, effect) => {
      const source = component(effect)
        .replace("export function", 'declare const subscribe: (listener: (id: string) => void) => () => void\nexport function')
        .replace('  return null', '  return <button type="button" onClick={() => void api.profile(0).then(() => undefined)} />')
      expect(await rulesBrokenBy('ui/features/example/Page.tsx', source)).not.toContain('hireflow/no-fetch-in-effect')
    })

    it('holds for ui/ only', async () => {
      expect(await rulesBrokenBy('test/example.tsx', component("useEffect(() => { void fetch('/x') }, [])"))).not.toContain('hireflow/no-fetch-in-effect')
    })
  })
})
