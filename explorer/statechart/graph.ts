import { and, not, or, stateIn, type AnyStateMachine, type AnyStateNode } from 'xstate'

/** A state of the chart: its id is the state node's (`signIn.signingIn.password`). */
export interface ChartState {
  readonly id: string
  readonly label: string
  readonly kind: 'state' | 'final' | 'initial' | 'any'
  readonly children: readonly ChartState[]
}

/** A transition: event, guard, from one state to another. */
export interface ChartTransition {
  readonly id: string
  readonly source: string
  readonly target: string
  readonly label: string
}

export interface Chart {
  readonly states: readonly ChartState[]
  readonly transitions: readonly ChartTransition[]
}

/** The node the root's transitions start from: they apply in every state. */
export const ANY_STATE = '__any'
const ANY = ANY_STATE

/** How designers read XState's built-in event names: `done: login`, `error: login`, `after 100 ms`. */
export const eventLabel = (eventType: string): string => {
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType)
  if (actor) return `${actor[1]}: ${actor[2]}`
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType)
  if (after) return `after ${/^\d+$/.test(after[1] ?? '') ? `${after[1]} ms` : after[1]}`
  return eventType === '' ? 'always' : eventType
}

// XState's combinators are functions told apart by their `check` (names do not survive minifying).
const COMBINATOR_CHECKS = new Map<unknown, 'and' | 'or' | 'not'>([
  [checkOf(and([])), 'and'],
  [checkOf(or([])), 'or'],
  [checkOf(not('_')), 'not'],
])
const STATE_IN_CHECK = checkOf(stateIn('_'))

function checkOf(guard: unknown): unknown {
  return (guard as { check?: unknown }).check
}

/** A guard as designers read it: `a && b`, `a || b`, `!a`, `in state`, a named guard; nested ones in brackets. */
export const guardLabel = (guard: unknown): string | null => {
  if (guard === undefined || guard === null) return null
  if (typeof guard === 'string') return guard
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type
  if (typeof guard !== 'function') return 'guard'
  const combinator = COMBINATOR_CHECKS.get(checkOf(guard))
  const inner = ((guard as { guards?: unknown[] }).guards ?? []).map((part) => {
    const label = guardLabel(part) ?? 'guard'
    const nested = COMBINATOR_CHECKS.get(checkOf(part))
    return nested === 'and' || nested === 'or' ? `(${label})` : label
  })
  if (combinator === 'not') return `!${inner[0] ?? 'guard'}`
  if (combinator === 'and') return inner.join(' && ')
  if (combinator === 'or') return inner.join(' || ')
  if (checkOf(guard) === STATE_IN_CHECK) return `in ${String((guard as { stateValue?: unknown }).stateValue ?? 'state')}`
  return guard.name || 'guard'
}

interface TransitionLike {
  readonly eventType: string
  readonly target?: readonly AnyStateNode[] | undefined
  readonly guard?: unknown
}

const isInside = (node: AnyStateNode, ancestor: AnyStateNode): boolean => {
  for (let parent = node.parent; parent; parent = parent.parent) if (parent === ancestor) return true
  return false
}

const stateOf = (node: AnyStateNode): ChartState => {
  const children = Object.values(node.states).map(stateOf)
  const initialTarget = node.type === 'compound' ? node.initial?.target[0] : undefined
  return {
    id: node.id,
    label: node.key,
    kind: node.type === 'final' ? 'final' : 'state',
    children: initialTarget ? [{ id: `${node.id}.__initial`, label: '', kind: 'initial', children: [] }, ...children] : children,
  }
}

/**
 * The chart of a machine, read from its own definition: every state node, the initial markers, and every
 * transition with a target (event [guard]). Transitions of the machine's root come from a node "any state".
 * A transition into the state's own inside (a compound state re-entering its child) is drawn from "any state" too,
 * since a layered layout cannot route an edge from a box into itself.
 */
export function chartOf(machine: AnyStateMachine): Chart {
  const transitions: ChartTransition[] = []
  const visit = (node: AnyStateNode) => {
    const initialTarget = node.type === 'compound' ? node.initial?.target[0] : undefined
    if (initialTarget && node.parent !== undefined) transitions.push({ id: `${node.id}.__initial->`, source: `${node.id}.__initial`, target: initialTarget.id, label: '' })
    if (initialTarget && node.parent === undefined) transitions.push({ id: `${node.id}.__initial->`, source: `${node.id}.__initial`, target: initialTarget.id, label: '' })
    const all: TransitionLike[] = [...[...node.transitions.values()].flat(), ...(node.always ?? [])]
    for (const [index, transition] of all.entries()) {
      for (const target of transition.target ?? []) {
        const fromRoot = node.parent === undefined || isInside(target, node) || target === node
        const guard = guardLabel(transition.guard)
        transitions.push({
          id: `${node.id}#${index}->${target.id}`,
          source: fromRoot ? ANY : node.id,
          target: target.id,
          label: `${eventLabel(transition.eventType)}${guard ? ` [${guard}]` : ''}`,
        })
      }
    }
    for (const child of Object.values(node.states)) visit(child)
  }
  visit(machine.root)
  const root = stateOf(machine.root)
  const hasAny = transitions.some((transition) => transition.source === ANY)
  return {
    states: [...root.children, ...(hasAny ? [{ id: ANY, label: 'any state', kind: 'any' as const, children: [] }] : [])],
    transitions,
  }
}

/** The ids of the state nodes a snapshot's value is in (every level), for highlighting. */
export function activeIds(machine: AnyStateMachine, value: unknown): Set<string> {
  const ids = new Set<string>()
  const walk = (node: AnyStateNode, at: unknown) => {
    ids.add(node.id)
    if (typeof at === 'string') {
      const child = node.states[at]
      if (child) ids.add(child.id)
    } else if (at !== null && typeof at === 'object') {
      for (const [key, inner] of Object.entries(at)) {
        const child = node.states[key]
        if (child) walk(child, inner)
      }
    }
  }
  walk(machine.root, value)
  return ids
}
