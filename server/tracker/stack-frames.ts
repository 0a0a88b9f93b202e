/** A frame of a stack as the tracker shows it. */
export type Frame = { function?: string; filename: string; lineno?: number; colno?: number; in_app: boolean }

// V8's frames: `    at name (file:line:col)`, `    at file:line:col`, `    at async name (…)`.
const FRAME = /^\s*at (?:async )?(?:(.+?) \()?(.+?)(?::(\d+))?(?::(\d+))?\)?$/

/**
 * The frames of a V8 stack, oldest call first as the tracker orders them. Our code is bundled into
 * the Worker: every frame with a file is the app's own, the runtime's have none.
 */
export function stackFrames(stack: string): Frame[] {
  const frames: Frame[] = []
  for (const line of stack.split('\n')) {
    if (!/^\s+at /.test(line)) continue
    const match = FRAME.exec(line)
    if (!match) continue
    const [, name, filename = '<unknown>', lineno, colno] = match
    frames.push({
      ...(name ? { function: name } : {}),
      filename,
      ...(lineno ? { lineno: Number(lineno) } : {}),
      ...(colno ? { colno: Number(colno) } : {}),
      in_app: filename !== 'native' && filename !== '<anonymous>',
    })
  }
  return frames.reverse()
}
