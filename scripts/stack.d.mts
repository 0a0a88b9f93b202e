export declare const ROOT: string
export type RunningOrigin = Running
export type Running = { url: string; stop(): Promise<void>; output(): string }
export declare function writeDevVars(): void
export declare function startOrigin(options: { port: number; persistTo: string; reset?: boolean }): Promise<Running>
export declare function startApp(options: {
  port: number
  platformUrl: string
  persistTo: string
  vars?: Record<string, string>
}): Promise<Running>
