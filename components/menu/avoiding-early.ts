import { AVOID_STORAGE_KEY } from '../../domain/avoid-choice'

/** An attribute the page's first script sets when a choice is stored: the cards wait for the filter. */
export const AVOIDING_ATTRIBUTE = 'data-avoiding'

// Set before the first paint, so a returning diner never sees, or taps, a dish their filter hides.
export const AVOIDING_SCRIPT = `try{if(JSON.parse(localStorage.getItem('${AVOID_STORAGE_KEY}')).allergenIds.length)document.documentElement.setAttribute('${AVOIDING_ATTRIBUTE}','')}catch{}`
