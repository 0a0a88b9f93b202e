import { pageData } from '../page-data'

export default pageData(['checkout', 'forms'], { checkout: true })
