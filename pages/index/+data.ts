import { pageData } from '../page-data'

// The menu goes out with the first flush when the edge has it, and the venue's terms, worded.
export default pageData([], { menu: true, terms: true })
