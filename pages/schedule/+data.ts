import { pageData } from '../page-data'

export default pageData(['schedule'], { clock: true })
