// Placeholder until the Worker's global setup lands: the worker project names this file.
export default function setup() {}
