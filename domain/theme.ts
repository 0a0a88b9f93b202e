// A venue's colours are one of eleven themes (SPEC §3 picker_theme_color, §9), each a class on the
// element it paints (pages/styles.css).

export const THEME_COUNT = 11

/** The class of theme `n` (1 … THEME_COUNT). */
export const themeClassOf = (n: number): string => `theme-${n}`

const THEME_CLASS = /^theme-\d+$/

/** Whether an element's class names a theme. */
export const isThemeClass = (name: string): boolean => THEME_CLASS.test(name)
