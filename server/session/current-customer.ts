import type { Context } from 'hono'
import { customerView, type CustomerView } from '../../domain/customer-view'
import { customerSchema } from '../../domain/schemas/customer'
import type { AppEnv } from '../app-env'
import { sessionToken } from '../middleware/session'
import { venueApi, venuePath } from '../venue-api/venue-api-client'

/**
 * The logged-in customer for the page (SPEC §4 Session: logged in when the token cookie exists).
 * A token the venue no longer accepts, or a venue that does not answer, shows the page as to a visitor.
 */
export async function currentCustomer(c: Context<AppEnv>): Promise<CustomerView | null> {
  const token = sessionToken(c)
  const venue = c.get('venue')
  if (!token || !venue) return null
  try {
    const answer = await venueApi(c.get('config'), venue).get(venuePath`/customer/${token}`, customerSchema)
    return answer.ok ? customerView(answer.data) : null
  } catch {
    return null
  }
}
