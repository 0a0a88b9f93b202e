import { useEffect, useRef, useState } from 'react'
import { useI18n } from '../ui/i18n'

// A short sound and a vibration when the order becomes ready, where the browser allows them. Off until
// the diner turns it on (the tap is also what lets the page play sound); the choice is kept on the device.

const STORED = 'order-ready-alert'

export type ReadyAlert = { on: boolean; turn: (on: boolean) => void }

function storedChoice(): boolean {
  try {
    return localStorage.getItem(STORED) === 'on'
  } catch {
    return false
  }
}

/** Sounds once when `ready` turns true on this page, if the diner asked for it. */
export function useReadyAlert(ready: boolean): ReadyAlert {
  const [on, setOn] = useState(false)
  const audio = useRef<AudioContext | null>(null)
  const wasReady = useRef(ready)

  // Read after hydration: the server cannot know it.
  useEffect(() => setOn(storedChoice()), [])

  useEffect(() => {
    const became = ready && !wasReady.current
    wasReady.current = ready
    if (!became || !on) return
    navigator.vibrate?.([200, 100, 200])
    chime(audio.current)
  }, [ready, on])

  const turn = (next: boolean) => {
    setOn(next)
    try {
      localStorage.setItem(STORED, next ? 'on' : 'off')
    } catch {
      // Private mode: the choice lasts as long as the page.
    }
    // Created inside the diner's tap, so the browser lets it play later.
    if (next && !audio.current && typeof AudioContext !== 'undefined') audio.current = new AudioContext()
  }
  return { on, turn }
}

/** Two short notes. */
function chime(context: AudioContext | null) {
  if (!context) return
  void context.resume().then(() => {
    for (const [index, frequency] of [880, 1175].entries()) {
      const start = context.currentTime + index * 0.18
      const oscillator = context.createOscillator()
      const gain = context.createGain()
      oscillator.frequency.value = frequency
      gain.gain.setValueAtTime(0.2, start)
      gain.gain.exponentialRampToValueAtTime(0.001, start + 0.16)
      oscillator.connect(gain).connect(context.destination)
      oscillator.start(start)
      oscillator.stop(start + 0.17)
    }
  })
}

export function ReadyAlertToggle({ alert }: { alert: ReadyAlert }) {
  const { t } = useI18n()
  return (
    <label className="progress-alert">
      <input type="checkbox" checked={alert.on} onChange={(event) => alert.turn(event.target.checked)} />
      {t('progress.alert')}
    </label>
  )
}
