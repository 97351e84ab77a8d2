/**
 * CPU time by process during a bench run, from Linux's /proc (user + system ticks): the server (its process and its
 * children: cluster workers), PostgreSQL (every process named postgres on this machine: the bench's database is local)
 * and this process (the clients). Divided by the requests, it is what one search costs each side, a figure that moves
 * far less from one machine to the next than requests per second do, and that says which side is the limit.
 * Elsewhere than Linux there is no /proc: `sample` answers null and the bench prints no CPU figures.
 */
import { readdirSync, readFileSync } from 'node:fs'

export interface CpuSample {
  readonly server: number
  readonly database: number
  readonly client: number
  /** Every other process: what the machine spent on others' work meanwhile. */
  readonly other: number
}

/** Milliseconds of CPU per request, each side. */
export type CpuPerRequest = CpuSample

/** Linux's USER_HZ: /proc's ticks per second (100 on every mainstream kernel). */
const TICKS_PER_SECOND = 100

interface ProcessTicks {
  readonly pid: number
  readonly parent: number
  readonly name: string
  readonly ticks: number
}

function readProcess(pid: number): ProcessTicks | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The name is in parentheses and may hold spaces: the fields after its closing one are fixed.
    const close = stat.lastIndexOf(')')
    const fields = stat.slice(close + 2).split(' ')
    return { pid, parent: Number(fields[1]), name: stat.slice(stat.indexOf('(') + 1, close), ticks: Number(fields[11]) + Number(fields[12]) }
  } catch {
    return null
  }
}

/** CPU milliseconds used so far by each side; null where /proc is missing. `serverPid`: the bench's server process. */
export function sampleCpu(serverPid: number | undefined): CpuSample | null {
  let pids: number[]
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)).map(Number)
  } catch {
    return null
  }
  const processes = pids.map(readProcess).filter((p): p is ProcessTicks => p !== null)
  const serverSide = new Set(serverPid === undefined ? [] : [serverPid])
  // Cluster workers are the server's children (their own children too, should they have any).
  for (let grew = true; grew;) {
    grew = false
    for (const p of processes) {
      if (serverSide.has(p.parent) && !serverSide.has(p.pid)) {
        serverSide.add(p.pid)
        grew = true
      }
    }
  }
  const sample = { server: 0, database: 0, client: 0, other: 0 }
  for (const p of processes) {
    const side = p.pid === process.pid ? 'client' : serverSide.has(p.pid) ? 'server' : p.name.startsWith('postgres') ? 'database' : 'other'
    sample[side] += (p.ticks * 1000) / TICKS_PER_SECOND
  }
  return sample
}

/** The CPU each side spent between two samples, per request. */
export function perRequest(before: CpuSample | null, after: CpuSample | null, requests: number): CpuPerRequest | null {
  if (!before || !after || requests === 0) return null
  const each = (side: keyof CpuSample) => (after[side] - before[side]) / requests
  return { server: each('server'), database: each('database'), client: each('client'), other: each('other') }
}
