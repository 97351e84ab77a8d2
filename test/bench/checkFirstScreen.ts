/**
 * `npm run check:first-screen`: the bundle bench's figures for home -> search (static and in Chromium, gzip -9 and
 * as transferred), and exit code 1 when the first screen is over its 150 KB gz budget or loads a chunk the static
 * figure does not count. `.ci/run` runs it after the build of `npm run test:e2e`.
 */
import { measureFirstScreen } from './bundle'

const { lines, problems } = await measureFirstScreen()
console.log(lines.join('\n'))
if (problems.length > 0) {
  for (const problem of problems) console.error(`FAILED: ${problem}`)
  process.exit(1)
}
console.log('\nThe first screen is within its budget.')
