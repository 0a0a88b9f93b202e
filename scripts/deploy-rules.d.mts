// Types of scripts/deploy-rules.mjs for the TypeScript that imports it (tests).
export declare const REQUIRED_SECRETS: string[]
export declare const REQUIRED_DURABLE_OBJECTS: string[]
/** Every reason not to deploy `config` (as wrangler resolves it for one environment) as `env`. */
export declare function deployProblems(config: Record<string, unknown>, env: string): string[]
