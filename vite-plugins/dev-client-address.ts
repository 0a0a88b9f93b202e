import type { Plugin } from 'vite'

/**
 * Under `vite dev` the Worker gets each request from Vite's server, not from a socket of its own, so
 * nothing names the client's address. Cloudflare's edge does (CF-Connecting-IP), and so does the
 * serving of `npm start`: here the browser's own loopback address is passed through the same way, so
 * the Worker's limits see one client per browser, as in production (decision 022).
 */
export const devClientAddress = (): Plugin => ({
  name: 'dev-client-address',
  apply: 'serve',
  // Before the Cloudflare plugin's own middleware, which hands the request to the Worker.
  enforce: 'pre',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      const address = req.socket.remoteAddress?.replace(/^::ffff:/, '')
      // The Cloudflare plugin reads the raw header list.
      if (address && !req.headers['cf-connecting-ip']) {
        req.headers['cf-connecting-ip'] = address
        req.rawHeaders.push('CF-Connecting-IP', address)
      }
      next()
    })
  },
})
