// Vike's production server entry (page files, assets manifest) joins the Worker bundle through this import.
import 'virtual:@brillout/vite-plugin-server-entry:serverEntry'
import { createApp } from './app'

export default createApp()
export { AttemptCounter } from './limits/attempt-counter'
export { OrderWatch } from './live/order-watch'
