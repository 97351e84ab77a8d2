import type { AnyActorRef, EventObject } from 'xstate'
import { createWorld, type World } from './world'

/** An event for the machine (or the app actor). */
export interface SendStep {
  readonly send: EventObject & Readonly<Record<string, unknown>>
  readonly to?: 'app'
}

/** One entry of a scenario's history: an event for the machine (or the app actor), or time passing. */
export type Step = SendStep | { readonly advance: number }

/** How a screen plays the steps as the app would. */
export interface ScreenDriver {
  /** Plays a step that is not simply sent (a navigation goes through the router, which asks the guard): true if it did. */
  play(step: SendStep): boolean
  /** After each step: until the screen has followed (the router has loaded the page). */
  settled(): Promise<void>
}

/**
 * A named story of one machine: the app actor (or the machine alone) on memory adapters, seeded, then a sequence
 * of steps. Replayed from the start for every step shown, so any step is a URL.
 */
export interface Scenario {
  /** Unique and URL-safe: `<machine id>.<name>`. */
  readonly id: string
  /** The id of the machine it explores (its `createMachine({ id })`). */
  readonly machine: string
  readonly title: string
  /** For designers: what happens, in one or two sentences. */
  readonly description: string
  /** The route the real screen shows for it (the app on the same memory adapters). */
  readonly path: string
  /** Changes the seeded world before anything starts (a stub answering otherwise). */
  readonly seed?: (world: World) => void
  /** Starts what the scenario looks at (opens the sign-in flow, signs in, ...); the screen's loader may do it too. */
  readonly start?: (world: World) => Promise<void> | void
  /**
   * The system id of the actor the steps go to when the page creates the machine's actor itself (a form's
   * submission `form.account.name`, a resume field's upload `resumes.upload`): on a screen it is the page's own.
   */
  readonly actor?: string
  /**
   * Does, where no screen runs (the explorer's panels, the tests), what the screen's page does on its own: starts
   * the actor it creates (see `actor`), the router's first navigation, a form holding its draft.
   */
  readonly standIn?: (world: World) => Promise<void> | void
  readonly steps: readonly Step[]
  /** The steps the screenshot suite compares (test/explorer/e2e/screens.spec.ts); default the last one. */
  readonly pictured?: readonly number[]
  /** Payload templates for the event form, by event type. */
  readonly payloads?: Readonly<Record<string, Readonly<Record<string, unknown>>>>
}

/** What one step of a replay shows. */
export interface Replayed {
  readonly world: World
  /** The explored machine's actor at this step, if it runs yet. */
  readonly actor: AnyActorRef | undefined
  /** A step that could not be applied (no actor to send its event to), else null. */
  readonly problem: { readonly machine: string; readonly event: string } | null
}

/** Human label of a step, for the history list. */
export const describeStep = (step: Step): string =>
  'advance' in step ? `clock +${formatDuration(step.advance)}` : `${step.to === 'app' ? 'app: ' : ''}${step.send.type}`

/** `1 d 1 min`, `12 h`, `5 s`, `250 ms`: a duration as the time controls and the history say it. */
export const formatDuration = (ms: number): string => {
  const units: [number, string][] = [[86_400_000, 'd'], [3_600_000, 'h'], [60_000, 'min'], [1_000, 's'], [1, 'ms']]
  const parts: string[] = []
  let rest = ms
  for (const [size, unit] of units) {
    if (rest >= size) parts.push(`${Math.floor(rest / size)} ${unit}`)
    rest %= size
  }
  return parts.length === 0 ? '0 s' : parts.join(' ')
}

async function apply(world: World, scenario: Scenario, step: Step, drive?: ScreenDriver): Promise<Replayed['problem']> {
  if ('advance' in step) {
    await world.clock.advanceAsync(step.advance)
    await drive?.settled()
    return null
  }
  const played = drive?.play(step) ?? false
  if (!played && step.to === 'app') world.app.send(step.send as Parameters<World['app']['send']>[0])
  else if (!played) {
    const actor = world.actorOf(scenario.machine, scenario.actor)
    if (actor === undefined) return { machine: scenario.machine, event: step.send.type }
    actor.send(step.send)
  }
  await world.clock.settle()
  await drive?.settled()
  return null
}

/** Seeds the world and starts what the scenario looks at: step 0. On a screen the page starts its own actors. */
export async function prepare(scenario: Scenario, world: World, { onScreen = false } = {}): Promise<void> {
  scenario.seed?.(world)
  await scenario.start?.(world)
  if (!onScreen) await scenario.standIn?.(world)
  await world.clock.settle()
}

/**
 * Applies `steps[0..count)` of a history to a prepared world (the screen renders the app in between, and plays
 * with `drive` the steps the app plays otherwise).
 */
export async function applySteps(scenario: Scenario, steps: readonly Step[], count: number, world: World, drive?: ScreenDriver): Promise<Replayed> {
  let problem: Replayed['problem'] = null
  for (const step of steps.slice(0, count)) problem = (await apply(world, scenario, step, drive)) ?? problem
  return { world, actor: world.actorOf(scenario.machine, scenario.actor), problem }
}

/**
 * Replays `steps[0..count)` of a history on a fresh world. Deterministic: the memory adapters answer at once and
 * time is the test clock's, so step n looks the same on every replay, in every browser.
 */
export async function replay(scenario: Scenario, steps: readonly Step[], count: number, world: World = createWorld()): Promise<Replayed> {
  await prepare(scenario, world)
  return applySteps(scenario, steps, count, world)
}
