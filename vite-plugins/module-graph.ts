/** What a build's plugin context can say of a module: the modules it imports statically. */
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null }

/** Adds to `into` the module `entry` and everything it reaches by static imports, however indirectly. */
export function addStaticallyReached(graph: ModuleGraph, entry: string, into: Set<string>) {
  const visit = (id: string) => {
    if (into.has(id)) return
    into.add(id)
    graph.getModuleInfo(id)?.importedIds.forEach(visit)
  }
  visit(entry)
}
