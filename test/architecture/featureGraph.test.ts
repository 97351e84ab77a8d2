import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const repoRoot = resolve(import.meta.dirname, '../..')
const FEATURES = 'ui/features'

/** Which feature a path belongs to (`ui/features/<feature>/...`), if any. */
const featureOf = (path: string): string | null => /^ui\/features\/([^/]+)\//.exec(path)?.[1] ?? null

const IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g

/** The features each feature imports (statically, by `import type`, or by `import()`), from its files' imports. */
export function featureEdges(files: readonly { readonly path: string; readonly text: string }[]): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>()
  for (const { path, text } of files) {
    const from = featureOf(path)
    if (from === null) continue
    const targets = edges.get(from) ?? new Set<string>()
    edges.set(from, targets)
    for (const [, specifier] of text.matchAll(IMPORT)) {
      const to = featureOf(join(dirname(path), specifier!).split('\\').join('/') + '/')
      if (to !== null && to !== from) targets.add(to)
    }
  }
  return edges
}

/** Every cycle between features, each as the features in order (empty when the features depend one way). */
export function featureCycles(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const cycles: string[][] = []
  const done = new Set<string>()
  const visit = (feature: string, path: string[]) => {
    const at = path.indexOf(feature)
    if (at >= 0) return void cycles.push([...path.slice(at), feature])
    if (done.has(feature)) return
    for (const next of edges.get(feature) ?? []) visit(next, [...path, feature])
    done.add(feature)
  }
  for (const feature of [...edges.keys()].sort()) visit(feature, [])
  return cycles
}

function featureFiles(dir = join(repoRoot, FEATURES)): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name)
    if (entry.isDirectory()) return featureFiles(full)
    return /\.tsx?$/.test(entry.name) ? [{ path: relative(repoRoot, full).split('\\').join('/'), text: readFileSync(full, 'utf8') }] : []
  })
}

describe('features depend one way (ui/README.md, "A feature")', () => {
  it('finds a cycle planted across files of three features, by a type import and by import()', () => {
    const planted = [
      { path: 'ui/features/accounts/AccountPage.tsx', text: "import { useSessionView } from '../identity'\n" },
      { path: 'ui/features/identity/HeaderAccountMenu.tsx', text: "import type { SettingsMenuEntry } from '../settings'\n" },
      { path: 'ui/features/settings/SettingsLayout.tsx', text: "const page = () => import('../accounts/AccountPage')\n" },
      { path: 'ui/features/forms/FormField.tsx', text: "import { useId } from 'react'\n" },
    ]
    expect(featureCycles(featureEdges(planted))).toEqual([['accounts', 'identity', 'settings', 'accounts']])
    expect(featureCycles(featureEdges(planted.slice(0, 2)))).toEqual([])
  })

  it('the real features have no cycle', () => {
    const edges = featureEdges(featureFiles())
    expect(featureCycles(edges)).toEqual([])
    expect(edges.get('accounts')).toContain('identity')
  })
})
