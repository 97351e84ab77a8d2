/**
 * Runs `run` every `tickMs`, one run at a time (a tick that finds the last run still going skips), on a timer that
 * keeps no process alive. `stop` ends the ticks and resolves once the running one, if any, has finished, whatever it
 * answered: the server's background work (due alerts, aged response times) stops this way on shutdown.
 */
export function everyTick(run: () => Promise<unknown>, tickMs: number): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null
  const timer = setInterval(() => {
    running ??= run().finally(() => {
      running = null
    })
  }, tickMs)
  timer.unref()
  return {
    stop: async () => {
      clearInterval(timer)
      await running?.catch(() => undefined)
    },
  }
}
