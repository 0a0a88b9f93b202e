// Orders at Le Comptoir for the benchmarks of live progress and push: a drink at a table, paid at the
// counter (accepted at once), placed at the venue itself (its own API on the sandbox), as orders from
// its till or other channels are: the app's quick-order pace (decision 022) is for diners, and what
// the benchmarks measure is what follows. The sandbox kitchen moves one on a step at a time.

/** The venue's orders and kitchen at the sandbox origin `originUrl`; the app's host names the return pages. */
export function comptoirOrders(originUrl, { appHost, tableUid }) {
  return {
    async place() {
      const response = await fetch(`${originUrl}/venues/comptoir/api/quickcheckout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          idempotency_key: crypto.randomUUID(),
          language: 'en',
          table_uid: tableUid,
          cart: [{ id: 300001, posId: 300, quantity: 1, items: [] }],
          amount: 2.8,
          guest_count: null,
          payment_method: 'on_site',
          name: 'Bench',
          return_urls: { card: `http://${appHost}/en/quickorder/order`, wallet: `http://${appHost}/en/wallet-order` },
        }),
      })
      if (response.status !== 201) throw new Error(`quick order: ${response.status} ${await response.text()}`)
      return (await response.json()).order.uid
    },
    /** The next kitchen step; the origin then signs and posts its webhook to the app. */
    async advance(uid) {
      const response = await fetch(`${originUrl}/__sandbox/orders/${uid}/advance`, { method: 'POST', signal: AbortSignal.timeout(30_000) })
      if (response.status !== 200) throw new Error(`advance ${uid}: ${response.status}`)
    },
  }
}
