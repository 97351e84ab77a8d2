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
})
