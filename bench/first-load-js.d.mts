export type Answer = { status: number | undefined; headers: Record<string, string | string[] | undefined>; body: Buffer }
/** The JavaScript a visit loads before the page is interactive, as transferred (gzip), and in how many files. */
export declare function firstLoadJs(pageUrl: string, get: (url: string, headers?: Record<string, string>) => Promise<Answer>): Promise<{ gzip: number; files: number }>
