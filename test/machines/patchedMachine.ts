import { setup, type AnyStateMachine } from 'xstate'

/** Copies plain objects and arrays, keeps functions (structuredClone cannot). */
const copy = <T,>(value: T): T =>
  Array.isArray(value)
    ? (value.map(copy) as T)
    : value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype
      ? (Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, copy(inner)])) as T)
      : value

/** A machine's config as a planted bug edits it. */
export type MachineConfig = Record<string, unknown> & { states: Record<string, Record<string, unknown>>; on: Record<string, unknown> }

/**
 * The machine with a copy of its config changed by `patch`, on the same implementations: for planted bugs `provide`
 * cannot make (a wrong target, a lost action). The machine itself is never changed.
 */
export const patchedMachine = <Machine extends AnyStateMachine>(machine: Machine, patch: (config: MachineConfig) => MachineConfig): Machine =>
  setup(machine.implementations as never).createMachine(patch(copy(machine.config) as unknown as MachineConfig) as never) as unknown as Machine
