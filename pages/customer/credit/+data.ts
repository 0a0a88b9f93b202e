import { pageData } from '../../page-data'

export default pageData(['account'], { reads: () => ['/credit', '/credit/history'] })
