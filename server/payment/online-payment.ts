import type { z } from 'zod/mini'
import type { Locale } from '../../domain/locale'
import { paymentMethodsSchema } from '../../domain/schemas/venue-api'
import { venuePath, type venueApi, type VenueApiAnswer } from '../venue-api/venue-api-client'

/** The online methods a provider offers for an amount (SPEC §7), as the checkout lists them. */
export type OnlineMethods = z.infer<typeof paymentMethodsSchema>

/**
 * An online payment provider, as the venue API exposes it: the methods it offers for an amount. The
 * payment itself needs nothing of it here: the venue's checkout answers with the provider's page.
 * A second provider is one more object of this shape, chosen in `providerOf`.
 */
export type PaymentProvider = {
  methods(client: ReturnType<typeof venueApi>, amount: number, locale: Locale): Promise<VenueApiAnswer<OnlineMethods>>
}

const mollie: PaymentProvider = {
  methods: (client, amount, locale) => client.get(venuePath`/mollie-methods?amount=${amount.toFixed(2)}&language=${locale}`, paymentMethodsSchema),
}

/** The provider a venue pays through online: every venue of the platform uses Mollie (SPEC §7). */
export function providerOf(): PaymentProvider {
  return mollie
}
