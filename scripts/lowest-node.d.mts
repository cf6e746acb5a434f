// Types of lowest-node.mjs for the TypeScript tests that use it.
export function enginesFloor(range: string): string
export function binaryPackage(platform?: string, arch?: string): string
export function lowestNode(): string
