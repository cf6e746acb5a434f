// Types of docs-links.mjs for the TypeScript tests that use it.
export const repoRoot: string
export function docPages(root?: string): string[]
export function slug(heading: string): string
export function anchors(text: string): Set<string>
export function links(text: string): { target: string; line: number }[]
export function brokenLinks(root?: string, pages?: string[]): string[]
