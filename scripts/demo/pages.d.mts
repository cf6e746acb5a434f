export const PAGE_BYTES: number
export const FILE_BUFFER_BYTES: number
export function runnerStamp(ms: number): string

export class EmulatedStep {
  readonly recordId: string
  readonly ended: boolean
  line(message: string): void
  lines(messages: string[]): void
  end(): void
  pageNames(): string[]
}

export class EmulatedRunner {
  constructor(o: {
    root: string
    now?: () => number
    deleteAfterMs?: number
    crlf?: boolean
    pageBytes?: number
    bufferBytes?: number
    onPageCreated?: (name: string) => void
  })
  onPageCreated?: (name: string) => void
  readonly root: string
  readonly pagesDir: string
  readonly timelineId: string
  readonly jobId: string
  jobLine(message: string): void
  startStep(header?: string): EmulatedStep
  uploadAndDelete(): void
  endJob(o?: { uploadFailed?: boolean }): void
}
