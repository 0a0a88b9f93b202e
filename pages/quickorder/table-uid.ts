type TableAddress = { routeParams?: Record<string, string>; urlParsed: { search: Record<string, string> } }

/** The table a quick order names: /quickorder/{uid}, or ?tableuid= as some QR codes carry it (SPEC §2). */
export const quickOrderTableUid = ({ routeParams, urlParsed }: TableAddress): string | null =>
  routeParams?.table || urlParsed.search.tableuid || null
