import { pageData } from '../../page-data'

export default pageData(['info'])
