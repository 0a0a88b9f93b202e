import { pageData } from '../../page-data'

export default pageData(['account', 'forms'], { reads: ({ venue }) => (venue?.ordering.allowRefund ? ['/credit/refund'] : []) })
