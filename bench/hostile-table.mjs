// The shared table's attacks (issue 51, parts 1 and 2): none here yet.
export const attacks = []
