export function indexLines(root?: string): string[]
export function withIndex(readme: string, lines: string[]): string
