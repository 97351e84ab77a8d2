import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const repoRoot = resolve(import.meta.dirname, '../..')

function sources(dir: string): { path: string; text: string }[] {
  return readdirSync(join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) return sources(path)
    return /\.(ts|tsx)$/.test(entry.name) ? [{ path, text: readFileSync(join(repoRoot, path), 'utf8') }] : []
  })
}

/** Who imports `target` (a module path without extension, from the repo root), statically or by import(). */
function importers(files: readonly { path: string; text: string }[], target: string): { path: string; dynamic: boolean; line: string }[] {
  return files.flatMap(({ path, text }) =>
    text.split('\n').flatMap((line) => {
      const match = /(?:from\s+|import\s*\(\s*)'(\.[^']+)'/.exec(line)
      if (!match) return []
      const resolved = relative(repoRoot, resolve(repoRoot, path, '..', match[1]!)).split('\\').join('/')
      return resolved === target ? [{ path, dynamic: /import\s*\(/.test(line), line: line.trim() }] : []
    }),
  )
}

const app = [...sources('ui'), ...sources('core'), ...sources('machines'), ...sources('adapters/browser')]

describe('the debug panel and its map are reachable only through the developer-mode guard (spec section 6)', () => {
  it('the composition root loads the developer tools by import() inside `if (devMode)` only', () => {
    const found = importers(app, 'ui/features/devtools/mountDevTools')
    expect(found.map(({ path }) => path)).toEqual(['ui/main.tsx'])
    expect(found[0]!.dynamic).toBe(true)
    expect(found[0]!.line).toMatch(/^if \(devMode\) void import\('\.\/features\/devtools\/mountDevTools'\)/)
    const main = readFileSync(join(repoRoot, 'ui/main.tsx'), 'utf8')
    expect(main).toMatch(/const devMode = developerMode\(storage\.local, location, import\.meta\.env\.VITE_PRODUCTION_ORIGIN\)/)
  })

  it('the panel loads only from the developer tools, and the map only from the panel, each by import()', () => {
    expect(importers(app, 'ui/features/devtools/DebugPanel')).toEqual([expect.objectContaining({ path: 'ui/features/devtools/mountDevTools.tsx', dynamic: true })])
    expect(importers(app, 'ui/features/devtools/TestMap')).toEqual([expect.objectContaining({ path: 'ui/features/devtools/DebugPanel.tsx', dynamic: true })])
  })

  it('the map library is imported by the map alone', () => {
    const leaflet = app.filter(({ text }) => /from 'leaflet|import\('leaflet/.test(text)).map(({ path }) => path)
    expect(leaflet).toEqual(['ui/features/devtools/TestMap.tsx'])
  })

  it('finds a planted static import of the panel', () => {
    const planted = [{ path: 'ui/shell/Header.tsx', text: "import { DebugPanel } from '../features/devtools/DebugPanel'\n" }]
    expect(importers(planted, 'ui/features/devtools/DebugPanel')).toEqual([expect.objectContaining({ path: 'ui/shell/Header.tsx', dynamic: false })])
  })
})
