// Types of scripts/worker-options.mjs for the TypeScript that imports it (tests).
export declare const ROOT: string
export declare const ORIGIN_BUNDLE: string
/** JSON with // and /* comments, as wrangler.jsonc is written. */
export declare function parseJsonc(text: string): unknown
/** The local secrets (`.dev.vars`), created with the sandbox's on first use. */
export declare function localSecrets(): Record<string, string>
/** The sandbox platform's webhook secret, from which it derives each venue's. */
export declare function sandboxWebhookSecret(): string
/** The origin's D1 migrations folder. */
export declare function originMigrationsDir(): string
