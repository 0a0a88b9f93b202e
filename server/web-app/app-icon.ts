import { escapeMarkup } from '../../common/markup'

// A venue's app icon as SVG, 512 units square. The logo (a data URL) sits on white; without one, the
// venue's initial in white on its accent. A maskable icon fills the square and keeps the logo inside
// the middle 80%, which every launcher's mask leaves visible; an ordinary one has rounded corners.
// Whatever comes from elsewhere is escaped, the logo's address and the colours too.

type Icon = { accent: string; logo: string | null; letter: string; maskable: boolean }

const SIZE = 512

export function appIconSvg({ accent, logo, letter, maskable }: Icon): string {
  const background = logo ? '#ffffff' : accent
  const corner = maskable ? 0 : 96
  // The logo's box: within the safe circle (radius 40%) when maskable, nearly the whole tile otherwise.
  const box = maskable ? 288 : 400
  const offset = (SIZE - box) / 2
  const content = logo
    ? `<image href="${escapeMarkup(logo)}" x="${offset}" y="${offset}" width="${box}" height="${box}" preserveAspectRatio="xMidYMid meet"/>`
    : `<text x="256" y="256" dy=".35em" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="${maskable ? 220 : 300}" fill="#ffffff">${escapeMarkup(letter)}</text>`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}"><rect width="${SIZE}" height="${SIZE}" rx="${corner}" fill="${escapeMarkup(background)}"/>${content}</svg>`
}
