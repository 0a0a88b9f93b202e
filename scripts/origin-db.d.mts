// Types of scripts/origin-db.mjs for the TypeScript that imports it (tests).
/** Splits a SQL script into statements: `;` ends one outside quotes and comments. */
export declare function splitSql(script: string): string[]
