import { pageData } from '../../page-data'

export default pageData(['account'], { reads: () => ['/documents/invoices'] })
