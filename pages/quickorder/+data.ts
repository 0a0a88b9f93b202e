import { pageData } from '../page-data'

export default pageData(['quickOrder', 'checkout'], { checkout: true })
