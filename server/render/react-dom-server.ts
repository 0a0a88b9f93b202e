// React DOM's server renderer as the Worker has it: the streaming one alone. The package's own
// `react-dom/server` for workerd also brings the synchronous renderer (renderToString), 99 KB more for
// workerd to compile each time an isolate starts, which no page uses (decision 055). A call to either
// synchronous function says so rather than render nothing.
// @ts-expect-error: a file of the package that its exports do not name, and that has no types
import * as streaming from '../../node_modules/react-dom/cjs/react-dom-server.edge.production.js'
import type * as ReactDomServer from 'react-dom/server'

const notInTheWorker = (name: string) => () => {
  throw new Error(`react-dom/server's ${name} is left out of the Worker: render with renderToReadableStream (pages/render-whole.ts)`)
}

export const renderToReadableStream: typeof ReactDomServer.renderToReadableStream = streaming.renderToReadableStream
export const resume: typeof ReactDomServer.resume = streaming.resume
export const version: string = streaming.version
export const renderToString: typeof ReactDomServer.renderToString = notInTheWorker('renderToString')
export const renderToStaticMarkup: typeof ReactDomServer.renderToStaticMarkup = notInTheWorker('renderToStaticMarkup')
export default { renderToReadableStream, resume, version, renderToString, renderToStaticMarkup }
