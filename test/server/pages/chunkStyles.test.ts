import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readInlineAssets } from '../../../adapters/server/pages/criticalCss'

/** The lazy stylesheets a server page links so its first paint is styled as the app's chunk will style it. */
describe("each module's lazy stylesheets, from the build's manifest", () => {
  const dist = mkdtempSync(join(tmpdir(), 'hireflow-dist-'))
  mkdirSync(join(dist, '.vite'))

  it('lists each module with its own CSS files as absolute paths; a module without CSS or an odd name is left out', () => {
    writeFileSync(
      join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'ui/features/job/JobPage.tsx': { file: 'assets/JobPage-a1.js', css: ['assets/JobPage-DU5pJYgl.css'] },
        'ui/features/pros/ProPage.tsx': { file: 'assets/ProPage-b2.js', css: ['assets/ProPage-x.css', '"><script>.css'] },
        'ui/laterRoutes.ts': { file: 'assets/laterRoutes-c3.js' },
      }),
    )
    expect(readInlineAssets('<html></html>', dist).chunkStyles).toEqual({
      'ui/features/job/JobPage.tsx': ['/assets/JobPage-DU5pJYgl.css'],
      'ui/features/pros/ProPage.tsx': ['/assets/ProPage-x.css'],
    })
  })

  it('is empty without a manifest or with a broken one', () => {
    expect(readInlineAssets('<html></html>', join(dist, 'missing')).chunkStyles).toEqual({})
    writeFileSync(join(dist, '.vite', 'manifest.json'), '{')
    expect(readInlineAssets('<html></html>', dist).chunkStyles).toEqual({})
  })
})
