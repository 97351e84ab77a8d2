import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync, existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cruise, type ICruiseOptions, type ICruiseResult } from 'dependency-cruiser'
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options'

const repoRoot = resolve(import.meta.dirname, '../..')
const configFile = join(repoRoot, '.dependency-cruiser.cjs')
const LAYERS = ['core', 'machines', 'adapters', 'ui', 'explorer', 'test']

/** A tiny tree shaped like the repo, with one planted violation of each rule and some allowed imports. */
const FIXTURE: Record<string, string> = {
  'core/ok.ts': `import * as v from 'valibot'\nexport const Name = v.string()\n`,
  'core/reactLeak.ts': `import { useState } from 'react'\nexport const leak = useState\n`,
  'core/nodeLeak.ts': `import { readFileSync } from 'node:fs'\nexport const leak = readFileSync\n`,
  'core/cycleA.ts': `import { b } from './cycleB'\nexport const a = () => b\n`,
  'core/cycleB.ts': `import { a } from './cycleA'\nexport const b = () => a\n`,
  'core/typeCycleA.ts': `import type { B } from './typeCycleB'\nexport interface A { readonly b?: B }\nexport const a = 1\n`,
  'core/typeCycleB.ts': `import { a, type A } from './typeCycleA'\nexport interface B { readonly a?: A }\nexport const b = a\n`,
  'core/identity/index.ts': `export { Email } from './schemas'\n`,
  'core/identity/schemas.ts': `import { Name } from '../ok'\nexport const Email = Name\n`,
  'core/accounts/schemas.ts': `import { Email } from '../identity'\nexport const Account = Email\n`,
  'core/accounts/domainLeak.ts': `import { Email } from '../identity/schemas'\nexport const leak = Email\n`,
  'machines/domainLeak.ts': `import { Email } from '../core/identity/schemas'\nexport const leak = Email\n`,
  'machines/ok.ts': `import { setup } from 'xstate'\nimport { Name } from '../core/ok'\nexport const m = [setup, Name]\n`,
  'machines/adapterLeak.ts': `import { store } from '../adapters/browser/storage'\nexport const leak = store\n`,
  'adapters/memory/store.ts': `import { Name } from '../../core/ok'\nexport const memory = Name\n`,
  'adapters/browser/storage.ts': `import { memory } from '../memory/store'\nexport const store = memory\n`,
  'adapters/memory/serverLeak.ts': `import { Hono } from 'hono'\nexport const leak = Hono\n`,
  'adapters/browser/nodeLeak.ts': `import { readFile } from 'node:fs/promises'\nexport const leak = readFile\n`,
  'adapters/server/ok.ts': `import { Hono } from 'hono'\nimport { readFile } from 'node:fs/promises'\nimport { Name } from '../../core/ok'\nexport const ok = [Hono, readFile, Name]\n`,
  'adapters/server/machineLeak.ts': `import { m } from '../../machines/ok'\nexport const leak = m\n`,
  'ui/main.tsx': `import { store } from '../adapters/browser/storage'\nimport { m } from '../machines/ok'\nimport { Entry } from './features/identity/Entry'\nexport const root = [store, m, Entry, () => import('../adapters/zxcvbn/scorer')]\n`,
  'ui/page.tsx': `import { store } from '../adapters/browser/storage'\nexport const leak = store\n`,
  'adapters/node/ok.ts': `import { readFileSync } from 'node:fs'\nimport * as v from 'valibot'\nimport { Name } from '../../core/ok'\nexport const ok = [readFileSync, v, Name]\n`,
  'adapters/node/serverLeak.ts': `import { Hono } from 'hono'\nexport const leak = Hono\n`,
  'adapters/zxcvbn/scorer.ts': `import { ZxcvbnFactory } from '@zxcvbn-ts/core'\nimport { Name } from '../../core/ok'\nexport const scorer = [ZxcvbnFactory, Name]\n`,
  'adapters/zxcvbn/serverLeak.ts': `import { Hono } from 'hono'\nexport const leak = Hono\n`,
  'adapters/server/db/db.ts': `export interface Db { readonly kind: string }\n`,
  'adapters/server/shop/store.ts': `import type { Db } from '../db/db'\nexport const store = (db: Db) => db.kind\n`,
  'adapters/server/shop/routes.ts': `import type { Db } from '../db/db'\nimport { store } from './store'\nexport const leak = (db: Db) => store(db)\n`,
  'adapters/server/shop/orderRoutes.ts': `import type { Db } from '../db/db'\nexport type Leak = Db\n`,
  'adapters/server/usesScorer.ts': `import { scorer } from '../zxcvbn/scorer'\nexport const ok = scorer\n`,
  'ui/lazyDomain.tsx': `export const load = () => import('../core/identity')\n`,
  'ui/lazyDomainLeak.tsx': `export const load = () => import('../core/identity/schemas')\n`,
  'ui/lazyScorer.tsx': `export const load = () => import('../adapters/zxcvbn/scorer')\n`,
  'ui/eagerScorer.tsx': `import { scorer } from '../adapters/zxcvbn/scorer'\nexport const leak = scorer\n`,
  'ui/features/identity/index.ts': `export { Entry } from './Entry'\n`,
  'ui/features/identity/Entry.tsx': `export const Entry = 1\n`,
  'ui/features/identity/LoginPage.tsx': `import { Entry } from './Entry'\nexport const LoginPage = Entry\n`,
  'ui/features/accounts/ok.tsx': `import { Entry } from '../identity'\nexport const ok = Entry\n`,
  'ui/features/accounts/featureLeak.tsx': `import { Entry } from '../identity/Entry'\nexport const leak = Entry\n`,
  'ui/features/accounts/lazyFeatureLeak.tsx': `export const load = () => import('../identity/LoginPage')\n`,
  'ui/router.tsx': `import { Entry } from './features/identity'\nexport const routes = [Entry, () => import('./features/identity/LoginPage')]\n`,
  'ui/shell/Layout.tsx': `import { Entry } from '../features/identity'\nexport const leak = Entry\n`,
  'ui/shell/ok.tsx': `import { m } from '../../machines/ok'\nexport const ok = m\n`,
  'ui/devInspect.ts': `export const inspector = () => import('@statelyai/inspect')\n`,
  'ui/inspectLeak.tsx': `export const inspector = () => import('@statelyai/inspect')\n`,
  'ui/eagerInspect.tsx': `import { createBrowserInspector } from '@statelyai/inspect'\nexport const leak = createBrowserInspector\n`,
  'ui/explorerLeak.tsx': `import { scenarios } from '../explorer/scenarios'\nexport const leak = scenarios\n`,
  'explorer/scenarios.ts': `import { m } from '../machines/ok'\nimport { Entry } from '../ui/features/identity/Entry'\nexport const scenarios = [m, Entry]\n`,
  'tsconfig.json': `{ "compilerOptions": { "module": "ESNext", "moduleResolution": "bundler", "jsx": "react-jsx" } }\n`,
  'test/anything.test.ts': `import { store } from '../adapters/browser/storage'\nimport { readFileSync } from 'node:fs'\nimport { Email } from '../core/identity/schemas'\nexport const ok = [store, readFileSync, Email]\n`,
}

async function loadOptions(baseDir: string): Promise<ICruiseOptions> {
  const options = await extractDepcruiseOptions(configFile)
  return { ...options, baseDir, validate: true, outputType: 'json' }
}

async function cruiseTree(baseDir: string): Promise<ICruiseResult> {
  const options = await loadOptions(baseDir)
  const roots = LAYERS.filter((layer) => existsSync(join(baseDir, layer)))
  const { output } = await cruise(roots, options)
  return typeof output === 'string' ? (JSON.parse(output) as ICruiseResult) : output
}

function violationsOf(result: ICruiseResult): string[] {
  return result.summary.violations.map((violation) => `${violation.rule.name}: ${violation.from}`).sort()
}

describe('the dependency check (.dependency-cruiser.cjs)', () => {
  let fixtureDir = ''

  beforeAll(() => {
    fixtureDir = mkdtempSync(join(tmpdir(), 'hireflow-depcheck-'))
    symlinkSync(join(repoRoot, 'node_modules'), join(fixtureDir, 'node_modules'), 'dir')
    for (const [file, text] of Object.entries(FIXTURE)) {
      mkdirSync(dirname(join(fixtureDir, file)), { recursive: true })
      writeFileSync(join(fixtureDir, file), text)
    }
  })

  afterAll(() => {
    if (fixtureDir) rmSync(fixtureDir, { recursive: true, force: true })
  })

  it('reports every forbidden import of a planted tree, and nothing allowed', async () => {
    const result = await cruiseTree(fixtureDir)
    expect(violationsOf(result)).toEqual(
      [
        'adapters-do-not-import-each-other: adapters/browser/storage.ts',
        'adapters-never-import-machines-or-ui: adapters/server/machineLeak.ts',
        'browser-and-memory-adapters-use-no-node-builtins: adapters/browser/nodeLeak.ts',
        'browser-and-memory-adapters-use-no-server-packages: adapters/memory/serverLeak.ts',
        'core-domains-are-reached-through-their-index: core/accounts/domainLeak.ts',
        'core-domains-are-reached-through-their-index: machines/domainLeak.ts',
        'core-domains-are-reached-through-their-index: ui/lazyDomainLeak.tsx',
        'core-imports-only-core-and-its-libraries: core/nodeLeak.ts',
        'core-imports-only-core-and-its-libraries: core/reactLeak.ts',
        'machines-import-only-core-machines-and-xstate: machines/adapterLeak.ts',
        'node-adapters-use-only-core-node-builtins-and-valibot: adapters/node/serverLeak.ts',
        'nothing-imports-the-explorer: ui/explorerLeak.tsx',
        'only-dev-inspect-imports-the-dev-inspector: ui/eagerInspect.tsx',
        'only-dev-inspect-imports-the-dev-inspector: ui/inspectLeak.tsx',
        'the-dev-inspector-loads-only-on-demand: ui/eagerInspect.tsx',
        'no-circular: core/cycleA.ts',
        'no-circular: core/typeCycleA.ts',
        'only-the-composition-root-imports-browser-adapters: ui/page.tsx',
        'only-the-composition-root-imports-browser-adapters: ui/lazyScorer.tsx',
        'only-the-composition-root-imports-browser-adapters: ui/eagerScorer.tsx',
        'the-password-scorer-adapter-is-platform-free: adapters/zxcvbn/serverLeak.ts',
        'server-routes-never-reach-the-database: adapters/server/shop/orderRoutes.ts',
        'server-routes-never-reach-the-database: adapters/server/shop/routes.ts',
        'the-password-scorer-loads-lazily-in-the-browser: ui/eagerScorer.tsx',
        'ui-features-reach-each-other-through-their-index: ui/features/accounts/featureLeak.tsx',
        'ui-features-reach-each-other-through-their-index: ui/features/accounts/lazyFeatureLeak.tsx',
        'ui-features-reach-each-other-through-their-index: ui/main.tsx',
        'ui-imports-only-core-machines-ui-and-react-libraries: ui/explorerLeak.tsx',
        'ui-shell-imports-no-feature: ui/shell/Layout.tsx',
      ].sort(),
    )
  })

  it('makes `depcruise` (npm run depcheck) exit non-zero on a violation', () => {
    const depcruise = join(repoRoot, 'node_modules/.bin/depcruise')
    const run = spawnSync(depcruise, ['core', 'machines', 'adapters', 'ui', 'test', '--config', configFile], {
      cwd: fixtureDir,
      encoding: 'utf8',
    })
    expect(run.status).not.toBe(0)
    expect(run.stdout).toMatch(/core-imports-only-core-and-its-libraries/)
  })

  it('finds no violation in the real tree', async () => {
    const result = await cruiseTree(repoRoot)
    expect(result.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)).toEqual([])
  })
})
