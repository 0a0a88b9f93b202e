/** An error with the HTTP status the visitor should get; the error page maps it to SPEC §8 texts. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

/** The platform answered with an error status, timed out, or sent a shape we do not accept. */
export class PlatformError extends Error {
  constructor(
    readonly path: string,
    readonly status: number | 'timeout' | 'invalid',
  ) {
    super(`Platform call ${path} failed: ${status}`)
    this.name = 'PlatformError'
  }
}
