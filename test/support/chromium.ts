/**
 * How Hireflow launches Debian's Chromium for journeys and benchmarks: headless, no sandbox (CI runs as root),
 * and no background networking (the machine's network is closed; Chromium would flood refused connections).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
