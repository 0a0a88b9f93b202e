// Types of scripts/push-service.mjs for the TypeScript that imports it (tests, global setups).
export type PushSubscriptionJson = { endpoint: string; expirationTime: number | null; keys: { p256dh: string; auth: string } }
export declare function startPushService(port: number): Promise<{ url: string; stop: () => Promise<void> }>
export declare function pushServiceClient(url: string): {
  subscribe(applicationServerKey: string): Promise<{ subscription: PushSubscriptionJson; clientHash: string }>
  messages(clientHash: string): Promise<string[]>
  expire(clientHash: string): Promise<unknown>
}
