import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const repoRoot = resolve(import.meta.dirname, '../..')
const contractsDir = join(repoRoot, 'test/adapters')

/** Interfaces of core/ports that are part of a port, checked by that port's contract. */
const PARTS_OF_A_PORT: Readonly<Record<string, string>> = {
  AbortSignalLike: 'HttpPort',
  HttpRequest: 'HttpPort',
  HttpResponse: 'HttpPort',
  LocalDatabaseRows: 'LocalDatabasePort',
  SocketHandlers: 'SocketPort',
  SocketConnection: 'SocketPort',
  StoragePort: 'KeyValueStore',
  UploadFile: 'UploadPort',
  UploadProgress: 'UploadPort',
  UploadRequest: 'UploadPort',
}

/** Ports with no contract suite, each with why and the test that holds its one adapter instead. */
const WITHOUT_CONTRACT: Readonly<Record<string, { readonly why: string; readonly test: string }>> = {
  IdentityPromptPort: {
    why: "one adapter, which loads Google's script into a page; no memory twin exists to hold to a contract",
    test: 'test/adapters/browser/googleOneTap.test.ts',
  },
  PasswordStrengthPort: {
    why: 'one adapter (zxcvbn-ts, shared by the browser and the server) and no memory twin: its test is the contract',
    test: 'test/adapters/zxcvbn/passwordStrength.test.ts',
  },
}

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1)

/** `HttpPort` -> httpPortContract.ts; `LocalDatabasePort` may also drop the suffix: localDatabaseContract.ts. */
export const contractFileNames = (port: string): string[] =>
  [...new Set([`${lowerFirst(port)}Contract.ts`, `${lowerFirst(port.replace(/Port$/, ''))}Contract.ts`])]

export interface PortContractsState {
  /** Every interface core/ports/index.ts exports. */
  readonly interfaces: readonly string[]
  /** The files of test/adapters/ (not its subfolders). */
  readonly contractFiles: readonly string[]
  /** For each contract file, the test files under test/adapters/ that import it (paths relative to test/adapters). */
  readonly runBy: Readonly<Record<string, readonly string[]>>
}

/**
 * Every way the rule is broken: a port with no contract file, a contract not run against both a memory twin and a
 * real (browser or Node) adapter, and an entry of the lists above that no longer names an exported interface.
 */
export function contractProblems(state: PortContractsState, parts = PARTS_OF_A_PORT, exceptions = WITHOUT_CONTRACT): string[] {
  const problems: string[] = []
  const exported = new Set(state.interfaces)
  for (const name of [...Object.keys(parts), ...Object.keys(exceptions)]) {
    if (!exported.has(name)) problems.push(`${name} is listed here but core/ports no longer exports it`)
  }
  for (const port of state.interfaces) {
    if (port in exceptions) continue
    if (port in parts) {
      const whole = parts[port]!
      if (!exported.has(whole) || whole in parts) problems.push(`${port} is listed as part of ${whole}, which is not a port with a contract`)
      continue
    }
    const file = contractFileNames(port).find((name) => state.contractFiles.includes(name))
    if (!file) {
      problems.push(`${port} has no contract suite: add test/adapters/${contractFileNames(port)[0]} (or list it here, saying why)`)
      continue
    }
    const runners = state.runBy[file] ?? []
    if (!runners.some((path) => path.startsWith('memory/'))) problems.push(`${file} is not run against the memory twin (test/adapters/memory/)`)
    if (!runners.some((path) => path.startsWith('browser/') || path.startsWith('node/'))) {
      problems.push(`${file} is not run against a browser or Node adapter (test/adapters/browser/ or node/)`)
    }
  }
  return problems
}

/** The interfaces core/ports/index.ts exports, as the compiler resolves its re-exports. */
function exportedInterfaces(): string[] {
  const index = join(repoRoot, 'core/ports/index.ts')
  const program = ts.createProgram([index], { noLib: true, types: [], noEmit: true })
  const checker = program.getTypeChecker()
  const module = checker.getSymbolAtLocation(program.getSourceFile(index)!)!
  return checker
    .getExportsOfModule(module)
    .map((symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol))
    .filter((symbol) => symbol.flags & ts.SymbolFlags.Interface)
    .map((symbol) => symbol.getName())
    .sort()
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name)
    if (entry.isDirectory()) return testFiles(full)
    return entry.name.endsWith('.test.ts') ? [full] : []
  })
}

function currentState(): PortContractsState {
  const contractFiles = readdirSync(contractsDir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
  const tests = testFiles(contractsDir).map((file) => ({ path: relative(contractsDir, file).split('\\').join('/'), text: readFileSync(file, 'utf8') }))
  const runBy: Record<string, string[]> = {}
  for (const file of contractFiles.filter((name) => name.endsWith('Contract.ts'))) {
    const importPath = `'../${file.replace(/\.ts$/, '')}'`
    runBy[file] = tests.filter(({ text }) => text.includes(`from ${importPath}`)).map(({ path }) => path)
  }
  return { interfaces: exportedInterfaces(), contractFiles, runBy }
}

describe('port contracts', () => {
  it('lists the ports core/ports exports', () => {
    const { interfaces } = currentState()
    for (const port of ['HttpPort', 'KeyValueStore', 'LocalDatabasePort', 'SocketPort', 'ClockPort', 'PasswordStrengthPort', 'IdentityPromptPort']) {
      expect(interfaces).toContain(port)
    }
  })

  it('holds every port to a contract suite run against the memory twin and a browser or Node adapter', () => {
    expect(contractProblems(currentState())).toEqual([])
  })

  it('names, for each port without a contract, a test of its adapter that exists', () => {
    for (const { test } of Object.values(WITHOUT_CONTRACT)) expect(existsSync(join(repoRoot, test)), test).toBe(true)
  })

  it('catches a planted port with no contract, a contract run on one side only, and a stale list entry', () => {
    const planted: PortContractsState = {
      interfaces: ['ClockPort', 'QueuePort', 'SocketPort', 'SocketHandlers'],
      contractFiles: ['clockPortContract.ts', 'socketPortContract.ts'],
      runBy: { 'clockPortContract.ts': ['memory/testClock.test.ts', 'node/realClock.test.ts'], 'socketPortContract.ts': ['memory/memorySocket.test.ts'] },
    }
    expect(contractProblems(planted, { SocketHandlers: 'SocketPort', Gone: 'ClockPort' }, {})).toEqual([
      'Gone is listed here but core/ports no longer exports it',
      'QueuePort has no contract suite: add test/adapters/queuePortContract.ts (or list it here, saying why)',
      'socketPortContract.ts is not run against a browser or Node adapter (test/adapters/browser/ or node/)',
    ])
  })
})
