import { pageData } from '../../page-data'

export default pageData(['account', 'forms'], { reads: () => ['/customer/countries'] })
