// The serving processes of a benchmark: every workerd listening on one of the given ports, the Node
// process that runs Miniflare above it, and their resident memory, read from /proc.
import { readdirSync, readFileSync } from 'node:fs'

/** Each workerd whose entry socket is on a port of `labels` ({ port: label }), with that label. */
export function servingProcesses(labels) {
  const found = []
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let cmd
    try {
      cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
    } catch {
      continue
    }
    const listens = /socket-addr=entry=127\.0\.0\.1:(\d+)/.exec(cmd)?.[1]
    if (listens && labels[listens]) found.push({ pid, label: labels[listens] })
  }
  return found
}

/** Resident memory in MB, NaN when the process is gone. */
export function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1])
    return Math.round(kb / 1024)
  } catch {
    return NaN
  }
}

/** The parent of `pid` (for a workerd, the Node process whose Miniflare started it), undefined when gone. */
export function parentPid(pid) {
  try {
    return /PPid:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
  } catch {
    return undefined
  }
}
