// Vike's production server entry (page files, assets manifest) joins the Worker bundle through a dynamic
// import in render/render-page.ts: it is evaluated on the first page rendered.
import { createApp } from './app'

export default createApp()
export { AttemptCounter } from './limits/attempt-counter'
export { OrderWatch } from './live/order-watch'
export { TableRoom } from './live/table-room'
export { MenuOwner } from './menu/menu-owner'
