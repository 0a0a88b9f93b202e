import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { accentOf, logoType, monogram, shortName, THEME_ACCENTS, webAppManifest } from '../../../common/web-app'

describe('a venue as an installable app', () => {
  it('names it under its icon with the longest ending of its name that fits, in whole words', () => {
    expect(shortName('Brasserie Lumière')).toBe('Lumière')
    expect(shortName('Le Grand Café')).toBe('Grand Café')
    expect(shortName('Le Comptoir')).toBe('Le Comptoir')
    expect(shortName('Ferme des Quatre Vents')).toBe('Quatre Vents')
    expect(shortName('Supercalifragilistic')).toBe('Supercalifra')
  })

  it('embeds a logo only of a picture type it knows, named as it names it', () => {
    expect(logoType('image/svg+xml')).toBe('image/svg+xml')
    expect(logoType(' IMAGE/PNG ; charset=binary')).toBe('image/png')
    expect(logoType('image/svg+xml; x="><script>alert(1)</script>')).toBe('image/svg+xml')
    for (const refused of ['image/svg+xml"/><script>alert(1)</script>', 'text/html', 'image/x-icon', 'image/', '', null]) {
      expect(logoType(refused)).toBeNull()
    }
  })

  it("draws a venue without a logo with the first letter of that name", () => {
    expect(monogram('Club Sportif Les Pins')).toBe('L')
    expect(monogram('Brasserie Lumière')).toBe('L')
    expect(monogram('«  »')).toBe('?')
  })

  it("opens on the menu in the diner's language, as one app whatever the language, in the venue's colour", () => {
    const manifest = webAppManifest({ name: 'Brasserie Lumière', themeClass: 'theme-3' }, 'nl')
    expect(manifest).toMatchObject({ id: '/', start_url: '/nl', scope: '/', lang: 'nl', display: 'standalone', short_name: 'Lumière', theme_color: '#a16207' })
    expect(manifest.icons.map((icon) => icon.purpose)).toEqual(['any', 'maskable'])
    expect(webAppManifest({ name: 'Brasserie Lumière', themeClass: 'theme-3' }, 'fr').id).toBe(manifest.id)
  })

  it('falls back to the default theme for an unknown one', () => {
    expect(accentOf('theme-99')).toBe(THEME_ACCENTS['theme-1'])
  })

  it('has the accents the pages paint (pages/styles.css)', () => {
    const styles = readFileSync('pages/styles.css', 'utf8')
    const painted = Object.fromEntries([...styles.matchAll(/\.(theme-\d+) \{ --accent: (#[0-9a-f]{6}); \}/g)].map((match) => [match[1], match[2]]))
    expect(painted).toEqual(THEME_ACCENTS)
  })
})
