/** The files named by `log-paths`, each kept to its head and tail while it streams in. */
import { StreamRedactor } from '../logs/stream-redact.js'
import { streamRegularFile } from '../util/regular-files.js'

export interface LogFile {
  path: string
  totalBytes: number
  text: string
  error?: string
}

export async function readLogFiles(patterns: string[], perFileBytes: number): Promise<LogFile[]> {
  if (!patterns.length) return []
  const { create } = await import('@actions/glob')
  const globber = await create(patterns.join('\n'), { matchDirectories: false })
  const files = (await globber.glob()).slice(0, 50)
  const out: LogFile[] = []
  for (const path of files) {
    const capture = new StreamRedactor(perFileBytes)
    try {
      // A regular file only, read up to its size when opened: a FIFO or /dev/zero matched by a
      // pattern is refused at once instead of holding the post step for ever.
      await streamRegularFile(path, chunk => capture.write(chunk))
      out.push({ path, totalBytes: capture.totalBytes, text: capture.text() })
    } catch (e) {
      out.push({ path, totalBytes: 0, text: '', error: (e as Error).message })
    }
  }
  return out
}
