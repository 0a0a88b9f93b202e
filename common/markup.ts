/** Text made safe to place in HTML or SVG, between tags or inside a quoted attribute. */
export const escapeMarkup = (text: string): string => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
