export declare const ROOT: string
export type Running = {
  url: string
  /** Every address it answers on: one per data centre (the first is `url`). */
  urls: string[]
  /** Ends the server: SIGTERM to its process group, SIGKILL after a grace period. */
  stop(): Promise<void>
  /** Ends the server at once (SIGKILL to its process group), as a crash would. */
  kill(): Promise<void>
  /** Starts it again on the same port and state (after stop or kill). */
  start(): Promise<void>
  restart(): Promise<void>
  /** The last lines the server printed. */
  output(): string
}
export type RunningOrigin = Running
type Watch = { onLine?: (label: string, line: string) => void; onExit?: (label: string, code: number | string | null) => void }
export declare function startOrigin(
  options: {
    port: number
    persistTo: string
    reset?: boolean
    /** The app Worker's port: the origin posts its order webhooks there (none without). */
    appPort?: number
    /** false (default): KITCHEN_STEP_SECONDS "0", orders move only through /__sandbox. */
    kitchenRunsByItself?: boolean
    vars?: Record<string, string>
    /** That many generated venues besides the demo's, the first `large` with 600 products. */
    generatedVenues?: { count: number; large: number; products?: number }
  } & Watch,
): Promise<Running>
/** Where the sandbox origin posts order progress to the app Worker on `appPort`. */
export declare function orderWebhookUrl(appPort: number): string
export declare function startApp(
  options: {
    port: number
    platformUrl: string
    persistTo: string
    vars?: Record<string, string>
    /** Host → the venue's webhook secrets, newest first, in place of the demo's derived one; [] removes the venue's. */
    webhookSecrets?: Record<string, string[]>
    /** Served as this many data centres, each with its own cache and isolate, on `port` and the ports after it. */
    dataCentres?: number
    /** The V8 inspector of its isolates on this port. */
    inspectorPort?: number
    /** Hosts served before, which the cap on look-ups of unknown hosts does not count. */
    knownVenueHosts?: string[]
  } & Watch,
): Promise<Running>
/** Throws, naming the process that holds it, when `port` is taken. */
export declare function refuseTakenPort(label: string, port: number): Promise<void>
