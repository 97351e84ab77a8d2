import { useEffect, useState } from 'react'
import { replay, type Replayed } from './scenario'
import type { ExplorerLocation } from './url'

/** The scenario replayed from its start to the step shown; the previous world is stopped. */
export function useReplay({ scenario, history, step }: ExplorerLocation): Replayed | null {
  const [replayed, setReplayed] = useState<{ key: string; value: Replayed } | null>(null)
  const key = JSON.stringify([scenario.id, history, step])
  useEffect(() => {
    let current = true
    let world: Replayed['world'] | null = null
    void replay(scenario, history, step).then((value) => {
      world = value.world
      if (current) setReplayed({ key, value })
      else value.world.app.stop()
    })
    return () => {
      current = false
      world?.app.stop()
    }
  }, [key, scenario, history, step])
  return replayed?.key === key ? replayed.value : null
}
