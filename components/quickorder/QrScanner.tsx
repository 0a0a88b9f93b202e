import { useEffect, useRef, useState } from 'react'
import { Dialog } from '../ui/Dialog'
import { useI18n } from '../ui/i18n'
import { detectorClass } from './qr-support'

// How often a frame is read: often enough to feel instant, rarely enough to spare a phone's battery.
const READ_EVERY_MS = 250

/** The camera in a dialog, until a code `accept`s (it returns false for a code that is no table here). */
export default function QrScanner({ onClose, accept }: { onClose: () => void; accept: (text: string) => boolean }) {
  const { t } = useI18n()
  const video = useRef<HTMLVideoElement>(null)
  const [problem, setProblem] = useState<'camera' | 'unknown' | null>(null)

  useEffect(() => {
    const Reader = detectorClass()
    if (!Reader) return
    const detector = new Reader({ formats: ['qr_code'] })
    let stream: MediaStream | null = null
    let timer: ReturnType<typeof setTimeout> | undefined
    let open = true
    const read = async () => {
      const element = video.current
      if (!open || !element) return
      const codes = element.readyState >= 2 ? await detector.detect(element).catch(() => []) : []
      if (!open) return
      if (codes.some((code) => accept(code.rawValue))) return
      if (codes.length > 0) setProblem('unknown')
      timer = setTimeout(() => void read(), READ_EVERY_MS)
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then((media) => {
        stream = media
        if (!open || !video.current) return media.getTracks().forEach((track) => track.stop())
        video.current.srcObject = media
        void read()
      })
      .catch(() => open && setProblem('camera'))
    return () => {
      open = false
      clearTimeout(timer)
      stream?.getTracks().forEach((track) => track.stop())
    }
  }, [accept])

  return (
    <Dialog open onClose={onClose} labelledBy="qr-scan-title" describedBy="qr-scan-hint" className="qr-scanner">
      <h2 id="qr-scan-title">{t('quickorder.scanTitle')}</h2>
      <p id="qr-scan-hint">{t('quickorder.scanHint')}</p>
      <video ref={video} className="qr-scanner-video" autoPlay muted playsInline aria-hidden="true" />
      {problem && (
        <p role="alert" className="rejection">
          {t(problem === 'camera' ? 'quickorder.scanNoCamera' : 'quickorder.scanNotATable')}
        </p>
      )}
      <button type="button" className="button-secondary" onClick={onClose}>
        {t('quickorder.scanCancel')}
      </button>
    </Dialog>
  )
}
