import { hydratePage } from '../../hydrate-page'
import Page from './+Page'

await hydratePage(Page)
