import { pageData } from '../page-data'

export default pageData(['checkout'], { checkout: true })
