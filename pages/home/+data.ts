import { pageData } from '../page-data'

export default pageData(['home'])
