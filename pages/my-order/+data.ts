import { pageData } from '../page-data'

export default pageData(['orderResult', 'reads'])
