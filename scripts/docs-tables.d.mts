// Types of docs-tables.mjs for the TypeScript tests that use it.
export interface ActionSpec {
  inputs?: Record<string, { description?: string; required?: boolean; default?: unknown } | null>
  outputs?: Record<string, { description?: string } | null>
}
export const repoRoot: string
export const PAGES: { page: string; action: string }[]
export function inputsTable(action: ActionSpec): string
export function outputsTable(action: ActionSpec): string
export function replaceRegion(text: string, name: string, body: string, where?: string): string
export function renderPage(pageText: string, actionText: string, pagePath: string): Promise<string>
export function renderPages(
  root?: string
): Promise<{ page: string; action: string; current: string; fresh: string }[]>
