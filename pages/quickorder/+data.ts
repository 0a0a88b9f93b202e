import { pageData } from '../page-data'

export default pageData(['quickOrder', 'checkout', 'forms'], { checkout: true })
