/**
 * `npm run build:lib`: the embedders' library. Compiles core/, machines/, adapters/memory/ and adapters/node/ with
 * the TypeScript compiler (tsconfig.lib.json) into lib/: one ESM .js file, one .d.ts and their maps per source file,
 * dependencies left as imports. Plain Node (no tsx) then loads `hireflow/core`, `hireflow/machines`,
 * `hireflow/adapters/memory` and `hireflow/adapters/node` through package.json `exports`.
 *
 * The sources import each other without extensions (`'./client'`, `'../schemas/index'`), which bundlers and the
 * `bundler` module resolution accept and Node's ESM loader does not. A transformer handed to the compiler's own
 * emit rewrites every relative specifier - in imports, re-exports, `import()` calls and the `import("...")` types
 * of the declarations - to the file the compiler resolved it to, with the extension of the emitted file
 * (`'./client.js'`, `'../schemas/index.js'`). Why this way (docs/embedding.md, "How the library is built"): the
 * compiler resolves, so no specifier is guessed; JavaScript and declarations are fixed by the same code; the
 * sources keep the extensionless style every other tool here expects.
 *
 * The build writes to a folder of its own and swaps it in at the end, so a reader never sees half a lib/ and two
 * builds at once cannot mix their files. Then it imports every entry point in a plain `node`, so a lib/ that Node
 * cannot load fails the build. With `--if-stale` it does nothing when lib/ was built from the same inputs.
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import ts from 'typescript'

const ROOT = resolve(import.meta.dirname, '..')
const CONFIG = join(ROOT, 'tsconfig.lib.json')
const LIB = join(ROOT, 'lib')
/** Where each build writes before its output is swapped in as lib/ (same file system, so the rename is atomic). */
const WORK = join(ROOT, 'node_modules', '.cache', 'hireflow-lib')
/** Holds the hash of the inputs a lib/ was built from. */
const INPUTS_FILE = '.inputs'
const ENTRY_POINTS = ['hireflow/core', 'hireflow/machines', 'hireflow/adapters/memory', 'hireflow/adapters/node']

class BuildFailed extends Error {}

const fail = (message: string): never => {
  throw new BuildFailed(message)
}

const readConfig = (): ts.ParsedCommandLine => {
  const config = ts.getParsedCommandLineOfConfigFile(CONFIG, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => fail(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')),
  })
  return config ?? fail(`cannot read ${CONFIG}`)
}

/** A hash of everything the output depends on: the sources, the configs, this script, the compiler's version. */
const inputsHash = (config: ts.ParsedCommandLine): string => {
  const hash = createHash('sha256').update(ts.version)
  const files = [...config.fileNames, CONFIG, join(ROOT, 'tsconfig.base.json'), join(ROOT, 'package.json'), import.meta.filename]
  for (const file of files.sort()) hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0')
  return hash.digest('hex')
}

const readBuiltHash = (): string | null => {
  try {
    return readFileSync(join(LIB, INPUTS_FILE), 'utf8').trim()
  } catch {
    return null
  }
}

const isRelative = (specifier: string) => specifier.startsWith('./') || specifier.startsWith('../')

/**
 * Rewrites the relative module specifiers of one emitted file to the emitted file they point at. Applied to the
 * JavaScript (`after`) and to the declarations (`afterDeclarations`); an unresolvable one stops the build.
 */
const withExtensions = <T extends ts.SourceFile | ts.Bundle>(options: ts.CompilerOptions): ts.TransformerFactory<T> => (context) => {
  const { factory } = context
  return (root) => {
    if (!ts.isSourceFile(root)) return root
    const from = root.fileName
    const target = (specifier: string): string => {
      if (!isRelative(specifier)) return specifier
      const resolved = ts.resolveModuleName(specifier, from, options, ts.sys).resolvedModule
      if (!resolved || resolved.isExternalLibraryImport) return fail(`${relative(ROOT, from)}: cannot resolve '${specifier}'`)
      const emitted = resolved.resolvedFileName.replace(/\.d\.ts$|\.ts$/, '.js')
      const path = relative(dirname(from), emitted).split(sep).join('/')
      return path.startsWith('.') ? path : `./${path}`
    }
    const literal = (node: ts.StringLiteral) => factory.createStringLiteral(target(node.text))
    const visit = (node: ts.Node): ts.Node => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        return factory.updateImportDeclaration(node, node.modifiers, node.importClause, literal(node.moduleSpecifier), node.attributes)
      }
      if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        return factory.updateExportDeclaration(node, node.modifiers, node.isTypeOnly, node.exportClause, literal(node.moduleSpecifier), node.attributes)
      }
      if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
        const argument = factory.updateLiteralTypeNode(node.argument, literal(node.argument.literal))
        const visited = ts.visitEachChild(node, visit, context)
        return factory.updateImportTypeNode(visited, argument, visited.attributes, visited.qualifier, visited.typeArguments, visited.isTypeOf)
      }
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [first, ...rest] = node.arguments
        if (first && ts.isStringLiteral(first)) return factory.updateCallExpression(node, node.expression, node.typeArguments, [literal(first), ...rest])
      }
      return ts.visitEachChild(node, visit, context)
    }
    return ts.visitEachChild(root, visit, context) as T
  }
}

/** Compiles into `out` as if into lib/ (so source maps point at the sources from lib/). */
const compile = (config: ts.ParsedCommandLine, out: string): void => {
  const options = { ...config.options, outDir: LIB }
  const program = ts.createProgram({ rootNames: config.fileNames, options, projectReferences: config.projectReferences })
  const host: ts.FormatDiagnosticsHost = { getCanonicalFileName: (name) => name, getCurrentDirectory: () => ROOT, getNewLine: () => '\n' }
  const report = (diagnostics: readonly ts.Diagnostic[]) => {
    if (diagnostics.length === 0) return
    fail(`${diagnostics.length} compile error(s)\n${ts.formatDiagnosticsWithColorAndContext(diagnostics, host)}`)
  }
  report(ts.getPreEmitDiagnostics(program))
  const write: ts.WriteFileCallback = (fileName, text) => {
    const path = join(out, relative(LIB, fileName))
    if (path.startsWith('..')) fail(`refusing to write ${fileName} outside lib/`)
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, text)
  }
  const result = program.emit(undefined, write, undefined, false, {
    after: [withExtensions<ts.SourceFile>(options)],
    afterDeclarations: [withExtensions<ts.SourceFile | ts.Bundle>(options)],
  })
  report(result.diagnostics)
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code

/** Puts the finished build in place of lib/. When another build got there first, its lib/ stays. */
const swapIn = (built: string): void => {
  const retired = `${built}.retired`
  try {
    renameSync(LIB, retired)
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error
  }
  try {
    renameSync(built, LIB)
  } catch (error) {
    if (errorCode(error) !== 'ENOTEMPTY' && errorCode(error) !== 'EEXIST') throw error
    rmSync(built, { recursive: true, force: true })
  }
  rmSync(retired, { recursive: true, force: true })
}

/** Imports every entry point in a plain node (no loader, no source condition), as an embedder would. */
const checkLoadsInPlainNode = (): void => {
  const env = { ...process.env }
  delete env.NODE_OPTIONS
  const script = `for (const entry of ${JSON.stringify(ENTRY_POINTS)}) await import(entry)`
  const run = spawnSync(process.execPath, ['--input-type=module', '--eval', script], { cwd: ROOT, env, encoding: 'utf8' })
  if (run.status !== 0) fail(`plain node cannot load lib/:\n${run.stderr}`)
}

const main = (): void => {
  const started = performance.now()
  const config = readConfig()
  const hash = inputsHash(config)
  if (process.argv.includes('--if-stale') && readBuiltHash() === hash) {
    console.log('build:lib: lib/ is up to date')
    return
  }
  const built = join(WORK, `build-${process.pid}-${Date.now()}`)
  rmSync(built, { recursive: true, force: true })
  try {
    compile(config, built)
    writeFileSync(join(built, INPUTS_FILE), `${hash}\n`)
    swapIn(built)
  } finally {
    rmSync(built, { recursive: true, force: true })
  }
  checkLoadsInPlainNode()
  console.log(`build:lib: ${config.fileNames.length} files into lib/ in ${Math.round(performance.now() - started)} ms`)
}

try {
  main()
} catch (error) {
  if (!(error instanceof BuildFailed)) throw error
  console.error(`build:lib: ${error.message}`)
  process.exitCode = 1
}
