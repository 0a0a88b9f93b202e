// The allergen filter's code, one file fetched once the menu is idle or on first use (decision 020):
// every page part that wants some of it imports this module, so a phone fetches one file, not five.
export { default as AllergenFilterPanel } from './AllergenFilterPanel'
export { avoidInComposition } from './composition-avoid'
export { avoidInDetails } from './details-avoid'
export { filterTexts, menuFacts } from './filter-data'
export { menuFilter } from './menu-filter'
