export const PAGE_BYTES: number
export const FILE_BUFFER_BYTES: number
export function runnerStamp(ms: number): string
export function workerLogName(ms: number): string

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
    version?: string
    variables?: Record<string, string>
  })
  onPageCreated?: (name: string) => void
  readonly root: string
  readonly diagDir: string
  readonly pagesDir: string
  /** This job's Worker diag log. */
  readonly workerLogPath: string
  readonly timelineId: string
  readonly jobId: string
  jobLine(message: string): void
  /** A line of the Worker's diag log. */
  trace(source: string, message: string): void
  startStep(header?: string): EmulatedStep
  uploadAndDelete(): void
  endJob(o?: { uploadFailed?: boolean }): void
}
