import { describe, expect, test } from 'vitest'
import * as v from 'valibot'
import { createTestClock } from '../../../adapters/memory'
import { ActionsRequestSchema, type Action, type ProductAction } from '../../../core/diagnostics'
import { ACTIONS_WAITING_LIMIT, createActionQueue } from '../../../machines/diagnostics/actionQueue'
import { ACTIONS_PER_MINUTE, createActionSender } from '../../../machines/diagnostics/actionSender'

const opened = (position: number): ProductAction => ({ name: 'job.opened', data: { from: 'results', position } })

function setUp(path = '/search') {
  const clock = createTestClock(1_000_000)
  const sent: (readonly Action[])[] = []
  const send = createActionSender({ send: (body) => void sent.push(body), clock })
  return { clock, sent, sender: { record: (action: ProductAction) => send(action, path) } }
}

describe('createActionSender', () => {
  test('sends each action alone, in the shape POST /rest/actions takes, with the page path', () => {
    const { sent, sender } = setUp()
    sender.record({ name: 'search.submitted', data: { what: true, where: false } })
    sender.record({ name: 'pro.contactClicked' })
    expect(sent).toEqual([
      [{ name: 'search.submitted', path: '/search', data: { what: true, where: false } }],
      [{ name: 'pro.contactClicked', path: '/search' }],
    ])
    for (const body of sent) expect(v.is(ActionsRequestSchema, body)).toBe(true)
  })

  test(`sends at most ${ACTIONS_PER_MINUTE} in any minute: a loop cannot flood the server`, () => {
    const { clock, sent, sender } = setUp()
    for (let position = 1; position <= ACTIONS_PER_MINUTE * 5; position++) sender.record(opened(position))
    expect(sent).toHaveLength(ACTIONS_PER_MINUTE)
    clock.advance(59_999)
    sender.record(opened(0))
    expect(sent).toHaveLength(ACTIONS_PER_MINUTE)
    clock.advance(1)
    sender.record(opened(0))
    expect(sent).toHaveLength(ACTIONS_PER_MINUTE + 1)
  })

  test('never throws: a failing send is dropped quietly', () => {
    const failing = createActionSender({ send: () => { throw new Error('offline') }, clock: createTestClock() })
    expect(() => failing(opened(1), '/')).not.toThrow()
  })

  test('every kind of product action fits the wire schema, with a long path cut to its 300 characters', () => {
    const { sent, sender } = setUp(`/${'x'.repeat(400)}`)
    const every: ProductAction[] = [
      { name: 'search.submitted', data: { what: true, where: true } }, opened(1),
      { name: 'apply.started', data: { kind: 'easyApply' } }, { name: 'apply.submitted', data: { kind: 'oneClick' } },
      { name: 'alert.created', data: { signedIn: false } }, { name: 'pro.contactClicked' }, { name: 'job.shared', data: { via: 'copy' } },
    ]
    for (const action of every) sender.record(action)
    expect(sent).toHaveLength(every.length)
    for (const body of sent) expect(v.parse(ActionsRequestSchema, body)[0]?.path).toHaveLength(300)
  })
})

describe('createActionQueue', () => {
  test(`holds up to ${ACTIONS_WAITING_LIMIT} actions until the sender connects, then hands them over in order`, () => {
    let path = '/'
    const queue = createActionQueue(() => path)
    const handed: [ProductAction, string][] = []
    for (let position = 1; position <= ACTIONS_WAITING_LIMIT + 5; position++) queue.record(opened(position))
    path = '/search'
    queue.connect((action, at) => void handed.push([action, at]))
    expect(handed).toEqual(Array.from({ length: ACTIONS_WAITING_LIMIT }, (_, index) => [opened(index + 1), '/']))
    queue.record(opened(99))
    expect(handed.at(-1)).toEqual([opened(99), '/search'])
  })
})
