import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { nodeKeyValueStore, nodeStorage } from '../../../adapters/node/index'
import { keyValueStoreContract } from '../keyValueStoreContract'

const root = mkdtempSync(join(tmpdir(), 'hireflow-node-storage-'))
let folders = 0
/** A fresh folder per test, so no test sees another's files. */
const freshFolder = () => {
  const folder = join(root, `t${++folders}`)
  mkdirSync(folder)
  return folder
}
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('nodeKeyValueStore in memory', () => {
  keyValueStoreContract(() => ({ store: nodeKeyValueStore() }), { shared: false })
})

describe('nodeKeyValueStore over a file', () => {
  keyValueStoreContract(() => {
    const file = join(freshFolder(), 'local.json')
    return { store: nodeKeyValueStore({ file }), other: nodeKeyValueStore({ file }) }
  }, { shared: true })

  it('keeps what it stored for the next run, as a private JSON object of strings', () => {
    const file = join(freshFolder(), 'local.json')
    const store = nodeKeyValueStore({ file })
    store.set('hireflow.env', '{"apiUrl":"http://127.0.0.1:3000"}')
    store.set('dark', 'true')
    store.remove('dark')
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ 'hireflow.env': '{"apiUrl":"http://127.0.0.1:3000"}' })
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(nodeKeyValueStore({ file }).get('hireflow.env')).toBe('{"apiUrl":"http://127.0.0.1:3000"}')
  })

  it.each([
    ['not JSON', '{"jwt": "a.b.c'],
    ['an array', '["jwt"]'],
    ['a value that is not a string', '{"jwt":"a.b.c","count":3}'],
    ['JSON null', 'null'],
  ])('reads a file holding %s as empty, and replaces it with the next write', (_, text) => {
    const file = join(freshFolder(), 'local.json')
    const store = nodeKeyValueStore({ file })
    store.set('seed', 'x')
    writeFileSync(file, text)
    expect(store.get('jwt')).toBeNull()
    expect(store.get('seed')).toBeNull()
    store.set('dark', 'true')
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ dark: 'true' })
  })

  it('writes by renaming a finished file into place, leaving no temporary file', () => {
    const folder = freshFolder()
    const store = nodeKeyValueStore({ file: join(folder, 'local.json') })
    for (let index = 0; index < 20; index++) store.set(`k${index}`, String(index))
    expect(readdirSync(folder)).toEqual(['local.json'])
  })

  it('merges what another holder wrote meanwhile instead of dropping it', () => {
    const file = join(freshFolder(), 'local.json')
    const first = nodeKeyValueStore({ file })
    const second = nodeKeyValueStore({ file })
    first.set('a', '1')
    second.set('b', '2')
    first.set('c', '3')
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ a: '1', b: '2', c: '3' })
  })

  it('never throws when the disk refuses a write: the value lives in memory and is stored by the next write that succeeds', () => {
    const blocker = join(freshFolder(), 'not-a-folder')
    writeFileSync(blocker, '')
    const refused = nodeKeyValueStore({ file: join(blocker, 'local.json') })
    expect(() => refused.set('jwt', 'a.b.c')).not.toThrow()
    expect(refused.get('jwt')).toBe('a.b.c')
    expect(() => refused.remove('jwt')).not.toThrow()
    expect(refused.subscribe(vi.fn())).toBeTypeOf('function')

    const folder = join(freshFolder(), 'not-yet')
    const store = nodeKeyValueStore({ file: join(folder, 'deeper', 'local.json') })
    store.set('made', 'the folders it needs')
    expect(nodeKeyValueStore({ file: join(folder, 'deeper', 'local.json') }).get('made')).toBe('the folders it needs')
  })

  it('tells subscribers when another holder deletes the file', async () => {
    const file = join(freshFolder(), 'local.json')
    const store = nodeKeyValueStore({ file })
    store.set('jwt', 'a.b.c')
    const heard = vi.fn()
    const unsubscribe = store.subscribe(heard)
    rmSync(file)
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith('jwt'), { timeout: 5000 })
    unsubscribe()
    expect(store.get('jwt')).toBeNull()
  })
})

describe('nodeStorage', () => {
  it('keeps both scopes in memory without a directory', () => {
    const storage = nodeStorage()
    storage.local.set('k', 'local')
    storage.session.set('k', 'session')
    expect([storage.local.get('k'), storage.session.get('k')]).toEqual(['local', 'session'])
  })

  it('keeps each scope in its own file of the directory', () => {
    const directory = freshFolder()
    const storage = nodeStorage({ directory })
    storage.local.set('k', 'local')
    storage.session.set('k', 'session')
    expect(readdirSync(directory).sort()).toEqual(['local.json', 'session.json'])
    const again = nodeStorage({ directory })
    expect([again.local.get('k'), again.session.get('k')]).toEqual(['local', 'session'])
  })
})
