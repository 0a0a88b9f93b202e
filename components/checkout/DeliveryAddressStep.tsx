import { lazy, Suspense, useState, type FormEvent } from 'react'
import type { CheckoutStep } from '../../domain/checkout-route'
import type { DeliveryAddress } from '../../domain/contact-form'
import { DEFAULT_COUNTRY } from '../../domain/countries'
import { servedCityCheck } from '../../domain/delivery'
import { contactNamesFrom, samePlace } from '../../domain/delivery-address'
import { apiPost } from '../../stores/api-client'
import { useOrder, useOrderingStores } from '../../stores/ordering'
import { Field } from '../ui/Field'
import { useI18n } from '../ui/i18n'
import { BackLink, useStepPaths, WIDE_CHECKOUT } from './StepNavigation'
import { useCheckoutCart } from './use-checkout-cart'
import { useCheckoutSettings } from './use-checkout-settings'
import { FormAlert } from '../ui/FormAlert'
import { useMediaQuery } from '../ui/media-query'
import { useCustomer } from '../ui/use-customer'
import { failureText } from '../ui/failure-text'
import { contactFormRules as rules } from '../ui/form-rules'
import { useForm } from '../ui/use-form'
import { useTypedBeforeHydration } from '../ui/typed-before-hydration'

const FIELDS = ['name', 'address_line', 'address_line2', 'zip_code', 'city'] as const
type FieldName = (typeof FIELDS)[number]
const AUTOCOMPLETE: Record<FieldName, string> = {
  name: 'name',
  address_line: 'address-line1',
  address_line2: 'address-line2',
  zip_code: 'postal-code',
  city: 'address-level2',
}

const OrderReview = lazy(() => import('./OrderReview').then((module) => ({ default: module.OrderReview })))

/** Step 2 (delivery only): where to deliver, checked against the cities the venue serves (SPEC §5, §8). */
export function DeliveryAddressStep({ steps }: { steps: readonly CheckoutStep[] }) {
  const { t, price, locale } = useI18n()
  const stores = useOrderingStores()
  const cities = useCheckoutSettings().deliveryCities
  const stored = useOrder((state) => state.deliveryAddress)
  const setDeliveryAddress = useOrder((state) => state.setDeliveryAddress)
  const { totalCents, ready } = useCheckoutCart()
  const wide = useMediaQuery(WIDE_CHECKOUT)
  const { back, goNext } = useStepPaths(steps, 'delivery-address')
  const [values, setValues] = useState<Record<FieldName, string>>(() => ({
    name: stored?.name ?? '',
    address_line: stored?.address_line ?? '',
    address_line2: stored?.address_line2 ?? '',
    zip_code: stored?.zip_code ?? '',
    city: stored?.city ?? '',
  }))
  const { form, errors, leave, submit, reset } = useForm(rules, (forms) => forms.deliveryAddressSchema, values)
  useTypedBeforeHydration(form, setValues)
  const [refusal, setRefusal] = useState<string | null>(null)

  // A logged-in customer picks one of their delivery addresses instead of typing it (SPEC §3 Customer),
  // and may keep a new one with their account.
  const customer = useCustomer()
  const saved = customer?.deliveryAddresses ?? []
  const isNew = customer !== null && values.address_line.trim() !== '' && !saved.some((address) => samePlace(address, values))
  const [keep, setKeep] = useState(true)
  const fillWithSaved = (address: (typeof saved)[number]) => {
    setValues({
      name: address.name ?? '',
      address_line: address.address_line,
      address_line2: address.address_line2 ?? '',
      zip_code: address.zip_code,
      city: address.city,
    })
    reset()
    setRefusal(null)
  }

  async function send(event: FormEvent) {
    event.preventDefault()
    let address
    try {
      address = await submit()
    } catch (error) {
      return setRefusal(failureText(t, error))
    }
    if (!address) {
      setRefusal(null)
      return
    }
    const check = servedCityCheck(cities, address.zip_code, totalCents)
    if (!check.ok) {
      setRefusal(check.reason === 'not-served' ? t('delivery.notServed') : t('delivery.minimum', { amount: price(check.minimumCents) }))
      return
    }
    if (isNew && keep) {
      try {
        await apiPost('/customer/addresses', { json: { kind: 'delivery', address: { ...address, country: DEFAULT_COUNTRY } } }, locale)
      } catch (error) {
        return setRefusal(`${t('delivery.keepFailed')} ${failureText(t, error)}`)
      }
    }
    setRefusal(null)
    setDeliveryAddress(address as DeliveryAddress)
    // A guest gives the name once: the payment step's contact starts with it.
    if (!customer) {
      const { payment, setPayment } = stores.order.getState()
      setPayment({ contact: { ...payment.contact, ...contactNamesFrom(address.name, payment.contact) } })
    }
    void goNext()
  }

  return (
    <form ref={form} className="checkout-step checkout-with-review" noValidate onSubmit={(event) => void send(event)}>
      <div className="checkout-step-head">
        <BackLink href={back} />
        <h2>{t('checkout.step.delivery-address')}</h2>
      </div>
      {/* Beside the form where the screen is wide, its code fetched then; a phone sees it on the payment step. */}
      {ready && wide && (
        <Suspense fallback={null}>
          <OrderReview totalCents={totalCents} voucherCents={null} balanceCents={null} toPayCents={totalCents} />
        </Suspense>
      )}
      <div className="checkout-step-main">
        {cities.length > 0 ? (
          <div className="served-cities">
            <p>{t('delivery.servedCities')}</p>
            <ul>
              {cities.map((city) => (
                <li key={city.zipCode}>
                  {city.zipCode} {city.name}
                  {city.minimumCents !== null && ` · ${t('delivery.cityMinimum', { amount: price(city.minimumCents) })}`}
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p role="alert">{t('delivery.noCities')}</p>
        )}
        {saved.length > 0 && (
          <div className="saved-addresses">
            <p>{t('delivery.savedAddresses')}</p>
            {saved.map((address, index) => (
              <button key={address.id ?? index} type="button" className="button-secondary" onClick={() => fillWithSaved(address)}>
                {[address.name, address.address_line, `${address.zip_code} ${address.city}`].filter(Boolean).join(', ')}
              </button>
            ))}
          </div>
        )}
        {FIELDS.map((field) => (
          <Field
            key={field}
            id={`delivery-${field}`}
            name={field}
            label={t(`delivery.field.${field}`)}
            value={values[field]}
            required={field !== 'address_line2'}
            autoComplete={AUTOCOMPLETE[field]}
            inputMode={field === 'zip_code' ? 'numeric' : undefined}
            error={errors[field]}
            onBlur={leave(field)}
            onChange={(value) => setValues({ ...values, [field]: value })}
          />
        ))}
        {isNew && (
          <label className="keep-address">
            <input type="checkbox" checked={keep} onChange={(event) => setKeep(event.target.checked)} />
            {t('delivery.keep')}
          </label>
        )}
        <FormAlert>{refusal}</FormAlert>
        <button type="submit" className="button-primary" disabled={!ready}>
          {t('checkout.continue')}
        </button>
      </div>
    </form>
  )
}
