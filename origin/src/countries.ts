// Countries an address may be in (GET /countries/{token}): the EU, the United Kingdom and
// Switzerland. Belgium first, as the demo venues are Belgian; then by English name.

export type Country = { code: string; name_fr: string; name_nl: string; name_en: string }

const country = (code: string, name_fr: string, name_nl: string, name_en: string): Country => ({ code, name_fr, name_nl, name_en })

export const COUNTRIES: Country[] = [
  country('BE', 'Belgique', 'België', 'Belgium'),
  country('AT', 'Autriche', 'Oostenrijk', 'Austria'),
  country('BG', 'Bulgarie', 'Bulgarije', 'Bulgaria'),
  country('HR', 'Croatie', 'Kroatië', 'Croatia'),
  country('CY', 'Chypre', 'Cyprus', 'Cyprus'),
  country('CZ', 'Tchéquie', 'Tsjechië', 'Czechia'),
  country('DK', 'Danemark', 'Denemarken', 'Denmark'),
  country('EE', 'Estonie', 'Estland', 'Estonia'),
  country('FI', 'Finlande', 'Finland', 'Finland'),
  country('FR', 'France', 'Frankrijk', 'France'),
  country('DE', 'Allemagne', 'Duitsland', 'Germany'),
  country('GR', 'Grèce', 'Griekenland', 'Greece'),
  country('HU', 'Hongrie', 'Hongarije', 'Hungary'),
  country('IE', 'Irlande', 'Ierland', 'Ireland'),
  country('IT', 'Italie', 'Italië', 'Italy'),
  country('LV', 'Lettonie', 'Letland', 'Latvia'),
  country('LT', 'Lituanie', 'Litouwen', 'Lithuania'),
  country('LU', 'Luxembourg', 'Luxemburg', 'Luxembourg'),
  country('MT', 'Malte', 'Malta', 'Malta'),
  country('NL', 'Pays-Bas', 'Nederland', 'Netherlands'),
  country('PL', 'Pologne', 'Polen', 'Poland'),
  country('PT', 'Portugal', 'Portugal', 'Portugal'),
  country('RO', 'Roumanie', 'Roemenië', 'Romania'),
  country('SK', 'Slovaquie', 'Slowakije', 'Slovakia'),
  country('SI', 'Slovénie', 'Slovenië', 'Slovenia'),
  country('ES', 'Espagne', 'Spanje', 'Spain'),
  country('SE', 'Suède', 'Zweden', 'Sweden'),
  country('CH', 'Suisse', 'Zwitserland', 'Switzerland'),
  country('GB', 'Royaume-Uni', 'Verenigd Koninkrijk', 'United Kingdom'),
]

export const isKnownCountry = (code: string) => COUNTRIES.some((known) => known.code === code)
