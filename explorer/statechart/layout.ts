import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api'
import type { Chart, ChartState } from './graph'

/** A laid-out state: absolute position and size. */
export interface PlacedState {
  readonly state: ChartState
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
  readonly compound: boolean
}

/** A laid-out transition: its path's points and its label's box, absolute. */
export interface PlacedTransition {
  readonly id: string
  readonly source: string
  readonly target: string
  readonly label: string
  readonly points: readonly { x: number; y: number }[]
  readonly labelBox: { x: number; y: number; width: number; height: number } | null
}

export interface ChartLayout {
  readonly width: number
  readonly height: number
  readonly states: readonly PlacedState[]
  readonly transitions: readonly PlacedTransition[]
}

const CHAR = 7.2
const LABEL_HEIGHT = 16

const nodeOf = (state: ChartState): ElkNode => {
  if (state.kind === 'initial') return { id: state.id, width: 12, height: 12 }
  if (state.children.length === 0) return { id: state.id, width: Math.max(56, state.label.length * CHAR + 28), height: 34 }
  return {
    id: state.id,
    layoutOptions: { 'elk.padding': '[top=34,left=14,bottom=14,right=14]' },
    children: state.children.map(nodeOf),
  }
}

/** Where elkjs puts things, as its layered algorithm does for data-flow diagrams: top to bottom, compound states nested. */
export const LAYOUT_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.spacing.nodeNode': '28',
  'elk.spacing.edgeLabel': '4',
  'elk.edgeLabels.placement': 'CENTER',
  'elk.layered.edgeLabels.sideSelection': 'ALWAYS_UP',
}

interface Layouter {
  layout(graph: ElkNode): Promise<ElkNode>
}

/** Lays a chart out with elkjs (handed in, so the browser can load it lazily and Node tests statically). */
export async function layOut(chart: Chart, elk: Layouter): Promise<ChartLayout> {
  const graph: ElkNode = {
    id: '__root',
    layoutOptions: LAYOUT_OPTIONS,
    children: chart.states.map(nodeOf),
    edges: chart.transitions.map((transition) => ({
      id: transition.id,
      sources: [transition.source],
      targets: [transition.target],
      labels: transition.label ? [{ text: transition.label, width: transition.label.length * CHAR * 0.92 + 8, height: LABEL_HEIGHT }] : [],
    })),
  }
  const laid = await elk.layout(graph)
  const states: PlacedState[] = []
  const offsets = new Map<string, { x: number; y: number }>([['__root', { x: 0, y: 0 }]])
  const byId = new Map<string, ChartState>()
  const index = (list: readonly ChartState[]) => list.forEach((state) => (byId.set(state.id, state), index(state.children)))
  index(chart.states)
  const place = (node: ElkNode, originX: number, originY: number) => {
    for (const child of node.children ?? []) {
      const x = originX + (child.x ?? 0)
      const y = originY + (child.y ?? 0)
      offsets.set(child.id, { x, y })
      const state = byId.get(child.id)
      if (state) states.push({ state, x, y, width: child.width ?? 0, height: child.height ?? 0, compound: (child.children ?? []).length > 0 })
      place(child, x, y)
    }
  }
  place(laid, 0, 0)
  const labels = new Map(chart.transitions.map((transition) => [transition.id, transition]))
  const transitions = ((laid.edges ?? []) as (ElkExtendedEdge & { container?: string })[]).map((edge): PlacedTransition => {
    const origin = offsets.get(edge.container ?? '__root') ?? { x: 0, y: 0 }
    const section = edge.sections?.[0]
    const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map((point) => ({ x: point.x + origin.x, y: point.y + origin.y })) : []
    const label = edge.labels?.[0]
    const transition = labels.get(edge.id)!
    return {
      id: edge.id,
      source: transition.source,
      target: transition.target,
      label: transition.label,
      points,
      labelBox: label ? { x: (label.x ?? 0) + origin.x, y: (label.y ?? 0) + origin.y, width: label.width ?? 0, height: label.height ?? 0 } : null,
    }
  })
  return { width: laid.width ?? 0, height: laid.height ?? 0, states, transitions }
}
