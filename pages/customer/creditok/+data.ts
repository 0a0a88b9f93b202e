import { pageData } from '../../page-data'

export default pageData(['account', 'orderResult', 'reads'])
