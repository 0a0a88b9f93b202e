import { useId, useState } from 'react'
import type { Address } from '../../domain/schemas/customer'
import { Dialog } from '../ui/Dialog'
import { failureText } from '../ui/failure-text'
import { FormAlert } from '../ui/FormAlert'
import { useI18n } from '../ui/i18n'
import { AddressCard } from './AddressCard'

type Props = {
  address: Address
  countryName: (code: string) => string
  /** Deletes it; a failure it throws is said in the dialog, which stays open. */
  onDelete: () => Promise<void>
  onClose: () => void
}

/** 'Delete this address?': the address itself, then Delete or Keep it; nothing is deleted without it. */
export function DeleteAddressDialog({ address, countryName, onDelete, onClose }: Props) {
  const { t } = useI18n()
  const titleId = useId()
  const [failure, setFailure] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  async function confirm() {
    setFailure(null)
    setSending(true)
    try {
      await onDelete()
    } catch (error) {
      setFailure(failureText(t, error, 'account.saveFailed'))
      setSending(false)
    }
  }

  return (
    <Dialog open onClose={onClose} labelledBy={titleId} variant="center" className="delete-address">
      <h2 id={titleId}>{t('account.addresses.deleteTitle')}</h2>
      <AddressCard address={address} countryName={countryName} />
      <FormAlert>{failure}</FormAlert>
      <div className="dialog-actions">
        {/* Keeping it is where the focus starts: Enter on arrival deletes nothing. */}
        <button type="button" className="button-secondary" data-autofocus onClick={onClose}>
          {t('account.addresses.keep')}
        </button>
        <button type="button" className="button-primary" disabled={sending} onClick={() => void confirm()}>
          {t('account.addresses.deleteConfirm')}
        </button>
      </div>
    </Dialog>
  )
}
