import type { PageContextServer } from 'vike/types'
import { clientContextElement } from './client-context'

export default (pageContext: PageContextServer) => (pageContext.config.ownHydration ? clientContextElement(pageContext) : '')
