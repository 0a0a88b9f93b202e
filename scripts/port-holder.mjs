// Which process listens on a TCP port (Linux /proc), so a refusal to start can name it.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import { createServer } from 'node:net'

/** Resolves true when nothing listens on 127.0.0.1:`port`. */
export function portIsFree(port) {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)))
  })
}

function listeningInodes(port) {
  const inodes = new Set()
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let lines
    try {
      lines = readFileSync(table, 'utf8').trim().split('\n').slice(1)
    } catch {
      continue
    }
    for (const line of lines) {
      const fields = line.trim().split(/\s+/)
      const localPort = parseInt(fields[1].split(':').pop(), 16)
      // State 0A is LISTEN.
      if (localPort === port && fields[3] === '0A') inodes.add(fields[9])
    }
  }
  return inodes
}

/** `pid command…` of the process listening on `port`, or null when it cannot be told. */
export function portHolder(port) {
  const inodes = listeningInodes(port)
  if (inodes.size === 0) return null
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let fds
    try {
      fds = readdirSync(`/proc/${pid}/fd`)
    } catch {
      continue
    }
    for (const fd of fds) {
      let target
      try {
        target = readlinkSync(`/proc/${pid}/fd/${fd}`)
      } catch {
        continue
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1]
      if (inode && inodes.has(inode)) {
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ')
        return `pid ${pid} (${command.length > 120 ? `${command.slice(0, 120)}…` : command})`
      }
    }
  }
  return null
}
