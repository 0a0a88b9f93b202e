// Generated demo pictures: deterministic per slug, a few hundred bytes each.

/** FNV-1a, so a slug always gets the same colour. */
function hueOf(slug: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < slug.length; i++) hash = Math.imul(hash ^ slug.charCodeAt(i), 0x01000193)
  return (hash >>> 0) % 360
}

const hsl = (hue: number, saturation: number, lightness: number) => `hsl(${hue},${saturation}%,${lightness}%)`

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

const svg = (viewBox: string, label: string, content: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" role="img" aria-label="${escapeXml(label)}">${content}</svg>`

const LOGO_SUFFIX = /-logo(-[a-z0-9-]*)?$/

/** 'bar-central-logo' → 'BC'; 'comptoir-logo-preferred' → 'C'. */
function initialsOf(slug: string): string {
  const words = slug.replace(LOGO_SUFFIX, '').split('-').filter(Boolean)
  return words.slice(0, 2).map((word) => word[0]!.toUpperCase()).join('') || '?'
}

function logo(slug: string, hue: number): string {
  return svg(
    '0 0 200 200',
    slug,
    `<rect width="200" height="200" rx="40" fill="${hsl(hue, 55, 40)}"/>` +
      `<text x="100" y="128" font-family="Georgia,serif" font-size="84" font-weight="bold" text-anchor="middle" fill="#fff">${escapeXml(initialsOf(slug))}</text>`,
  )
}

function background(slug: string, hue: number): string {
  return svg(
    '0 0 600 400',
    slug,
    `<defs><pattern id="p" width="48" height="48" patternUnits="userSpaceOnUse"><circle cx="12" cy="12" r="7" fill="${hsl(hue, 45, 85)}"/><circle cx="36" cy="36" r="4" fill="${hsl((hue + 40) % 360, 45, 85)}"/></pattern></defs>` +
      `<rect width="600" height="400" fill="${hsl(hue, 40, 95)}"/><rect width="600" height="400" fill="url(#p)"/>`,
  )
}

// No caption: the card names the dish in the diner's language, and text in a picture makes a phone
// shape glyphs for every card it draws.
function dish(slug: string, hue: number): string {
  const label = slug.replaceAll('-', ' ')
  return svg(
    '0 0 600 400',
    label,
    `<rect width="600" height="400" fill="${hsl(hue, 45, 88)}"/>` +
      `<ellipse cx="300" cy="180" rx="150" ry="120" fill="#fff"/>` +
      `<ellipse cx="300" cy="170" rx="95" ry="70" fill="${hsl(hue, 60, 55)}"/>` +
      `<path d="M240 150q60-50 120 0" fill="none" stroke="${hsl((hue + 120) % 360, 50, 40)}" stroke-width="10" stroke-linecap="round"/>`,
  )
}

export const DEMO_SLUG = /^[a-z0-9][a-z0-9-]*$/

export function demoImageSvg(slug: string): string {
  const hue = hueOf(slug)
  if (LOGO_SUFFIX.test(slug)) return logo(slug, hue)
  if (slug.endsWith('-background')) return background(slug, hue)
  return dish(slug, hue)
}
