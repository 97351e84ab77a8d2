import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import ts from 'typescript'
import { afterAll, describe, expect, it } from 'vitest'

const repoRoot = resolve(import.meta.dirname, '../..')
const scratch = mkdtempSync(join(tmpdir(), 'hireflow-coretypes-'))

/** The compiler options core/ and machines/ are checked with (tsconfig.core.json, extends resolved). */
function coreCompilerOptions(): ts.CompilerOptions {
  const configPath = join(repoRoot, 'tsconfig.core.json')
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile)
  return ts.parseJsonConfigFileContent(config, ts.sys, repoRoot, undefined, configPath).options
}

const options = coreCompilerOptions()

/** Type-checks one source text under the core's options; returns the diagnostics' messages. */
function typeCheckAsCore(name: string, source: string): string[] {
  const file = join(scratch, name)
  writeFileSync(file, source)
  const program = ts.createProgram([file], options)
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
}

afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe('tsconfig.core.json (core/ and machines/: no DOM, no Node)', () => {
  it('accepts plain ES2022 code', () => {
    expect(typeCheckAsCore('plain.ts', 'export const twice = (n: number): number => n * 2\n')).toEqual([])
  })

  it.each([
    ['window', 'export const w = window.location.href\n'],
    ['document', 'export const title = document.title\n'],
    ['localStorage', "export const v = localStorage.getItem('k')\n"],
    ['process', 'export const env = process.env\n'],
    ['fetch', "export const r = fetch('/env')\n"],
    ['setTimeout', 'export const t = setTimeout(() => 0, 1)\n'],
  ])('rejects %s', (global, source) => {
    const messages = typeCheckAsCore(`${global}.ts`, source)
    expect(messages.join('\n')).toMatch(new RegExp(`Cannot find name '${global}'`))
  })

  it("rejects Node's fs module", () => {
    const messages = typeCheckAsCore('fs.ts', "import { readFileSync } from 'fs'\nexport const r = readFileSync\n")
    expect(messages.join('\n')).toMatch(/Cannot find module 'fs'/)
  })
})
