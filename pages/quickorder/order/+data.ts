import { orderRead } from '../../order-read'
import { pageData } from '../../page-data'

export default pageData(['orderResult'], { publicReads: orderRead })
