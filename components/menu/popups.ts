// The menu's popups, one file fetched once the browser is idle (MenuDialogs): five files cost a phone
// five requests, their headers and a task each.
export { AgeCheckDialog } from './AgeCheckDialog'
export { DeleteVariationDialog } from '../cart/DeleteVariationDialog'
export { CompositionDialog } from '../composition/CompositionDialog'
export { ProductDetailDialog } from './ProductDetailDialog'
export { WhereToEatDialog } from './WhereToEatDialog'
