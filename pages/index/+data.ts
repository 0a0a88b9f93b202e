import { pageData } from '../page-data'

// The menu goes out with the first flush when the edge has it.
export default pageData([], { menu: true })
