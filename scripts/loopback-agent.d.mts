// Types of scripts/loopback-agent.mjs for the TypeScript that imports it (tests).
import type { Agent } from 'node:http'
export declare const loopbackAgent: Agent
