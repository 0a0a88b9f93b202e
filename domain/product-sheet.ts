import { compositionSteps, type CompositionStep } from './composition'
import { allergenView, type AllergenNames, type AllergenView } from './eu-allergens'
import type { Locale } from './locale'
import { localizedText, named } from './localized'
import type { MenuBundle, MenuProduct } from './menu-bundle'
import type { Cents } from './money'
import type { Allergen } from './schemas/platform'

/**
 * A product a composition step offers, as the composition popup shows it. Its allergens are names only
 * (the pictures stay in the product popup): a menu offers dozens of products.
 */
export type OptionProduct = {
  id: number
  name: string
  /** The language of the name where it is not the page's (see localizedText). */
  nameLang?: Locale
  priceCents: Cents
  imageUrl: string | null
  outOfStock: boolean
  isAlcohol: boolean
  allergens: string[]
}

export type { AllergenView }

export type StepView = CompositionStep & { name: string; nameLang?: Locale }

/**
 * What the product popups need beyond the menu card, loaded when one opens: description (HTML, to be
 * sanitised by the server), ingredients, allergens, and for a menu its steps with their products.
 */
export type ProductSheet = {
  id: number
  descriptionHtml: string | null
  /** The languages of the description and the ingredients where they are not the page's. */
  descriptionLang?: Locale
  ingredients: string[]
  ingredientsLang?: Locale
  allergens: AllergenView[]
  steps: StepView[]
  optionProducts: Record<number, OptionProduct>
}

/** `names`: the fourteen EU allergens in the page's language (locales/allergen-names.ts). */
export function productSheet(bundle: MenuBundle, productId: number, locale: Locale, names: AllergenNames): ProductSheet | null {
  const product = bundle.products.find((candidate) => candidate.id === productId)
  if (!product) return null
  const steps = compositionSteps(product, bundle.propositions).map((step) => ({
    ...step,
    ...named(step.names, locale),
  }))
  const everyProduct = new Map([...bundle.products, ...bundle.stepProducts].map((item) => [item.id, item]))
  const optionProducts: Record<number, OptionProduct> = {}
  for (const option of steps.flatMap((step) => step.options)) {
    const item = everyProduct.get(option.itemId)
    if (item) optionProducts[item.id] = optionProduct(item, bundle.allergens, locale, names)
  }
  const description = localizedText(product, 'description', locale)
  const ingredients = localizedText(product, 'picker_ingredient', locale)
  return {
    id: product.id,
    descriptionHtml: description?.text ?? null,
    ...(description?.lang && { descriptionLang: description.lang }),
    ingredients: ingredientList(ingredients?.text),
    ...(ingredients?.lang && { ingredientsLang: ingredients.lang }),
    allergens: allergensOf(product, bundle.allergens).map((allergen) => allergenView(allergen, locale, names)),
    steps,
    optionProducts,
  }
}

/** SPEC §2: ingredients come from a comma-separated localized field. */
export function ingredientsOf(product: MenuProduct, locale: Locale): string[] {
  return ingredientList(localizedText(product, 'picker_ingredient', locale)?.text)
}

const ingredientList = (field: string | undefined): string[] =>
  (field ?? '')
    .split(',')
    .map((ingredient) => ingredient.trim())
    .filter(Boolean)

/** The allergen ids the venue lists for a product, as the filter reads them. */
export const allergenIdsOf = (product: MenuProduct): number[] => product.allergens?.map((allergen) => allergen.allergen_id) ?? []

/** The product's allergens the platform knows, in the platform's order. */
function allergensOf(product: MenuProduct, allergens: readonly Allergen[]): Allergen[] {
  const ids = new Set(allergenIdsOf(product))
  return allergens.filter((allergen) => ids.has(allergen.id))
}

function optionProduct(item: MenuProduct, allergens: readonly Allergen[], locale: Locale, names: AllergenNames): OptionProduct {
  return {
    id: item.id,
    ...named(item, locale),
    priceCents: item.priceCents,
    imageUrl: item.azure_image1 ?? null,
    outOfStock: item.outOfStock,
    isAlcohol: item.picker_is_alcohol === true,
    allergens: allergensOf(item, allergens).map((allergen) => allergenView(allergen, locale, names).name),
  }
}
