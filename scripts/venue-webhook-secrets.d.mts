// Types of scripts/venue-webhook-secrets.mjs for the TypeScript that imports it (tests).
export declare const webhookSecretsKey: (host: string) => string
/** A venue's secret as the sandbox derives it from the platform's (by default the sandbox's own). */
export declare function venueWebhookSecret(host: string, platformSecret?: string): string
/** The hosts of the demo venues the sandbox seeds. */
export declare function demoVenueHosts(): string[]
/** Host → secrets, newest first; an empty list removes the venue's entry. */
export type WebhookSecrets = Record<string, string[]>
type Kv = { put(key: string, value: string): Promise<unknown>; delete(key: string): Promise<unknown> }
export declare function putVenueWebhookSecrets(kv: Kv, overrides?: WebhookSecrets): Promise<void>
