// The browser's own QR reader (Shape Detection API): no library is shipped for it. Chromium has it on
// Android, ChromeOS and macOS; elsewhere the diner types the table number.
type Detected = { rawValue: string }
type Detector = { detect: (source: HTMLVideoElement) => Promise<Detected[]> }
type DetectorClass = new (options: { formats: string[] }) => Detector

export const detectorClass = () => (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector

/** Whether this browser can read a QR code from the camera. */
export function canScanQrCodes(): boolean {
  return typeof detectorClass() === 'function' && typeof navigator.mediaDevices?.getUserMedia === 'function'
}
