/**
 * Runs `run` once the next frame is painted: a task queued from the frame's own callback runs after
 * that frame. For work a tap needs but its answer on screen does not; returns what cancels it.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
