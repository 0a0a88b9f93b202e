import { Agent } from 'node:http'

/**
 * Connections to a local workerd, reused and given up after 2 s idle. workerd closes an idle
 * connection after 5 s, just when Node's default agent gives it up: a request sent on a connection the
 * server is closing at that moment fails ("socket hang up"). The sandbox origin's front and the tests
 * would lose that race now and then.
 */
export const loopbackAgent = new Agent({ keepAlive: true, timeout: 2_000 })
