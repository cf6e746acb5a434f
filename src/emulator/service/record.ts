/**
 * The request record: what each request to the service's endpoints looked like (never the key),
 * kept for the tests, the demo and `/_emulator/requests`, within the emulator's limits.
 */
import type { IncomingMessage } from 'node:http'
import { authForm } from './auth.js'
import { BoundedList, type Retention } from '../history/bounded.js'
import { readBody } from './read-json.js'
import type { RecordedRequest } from './types.js'

/** The record's own fields beside the body, counted so many tiny requests are bounded too. */
const RECORD_OVERHEAD_BYTES = 256

export class RequestRecord {
  private readonly kept: BoundedList<RecordedRequest>
  /** Numbers the records; not reset, so a record's number stays unique. */
  private seq = 0

  constructor(
    maxRequests: number,
    maxBytes: number,
    private readonly iso: () => string
  ) {
    this.kept = new BoundedList(
      maxRequests,
      maxBytes,
      r => Buffer.byteLength(r.rawBody) + RECORD_OVERHEAD_BYTES
    )
  }

  /**
   * Records a request with its body as received, parsed too when it is JSON: here, once, for
   * every reader after (a body nested too deep is refused, and not parsed: see read-json.ts).
   */
  add(
    req: IncomingMessage,
    path: string,
    raw: string,
    pipelineFamily: boolean,
    apiKey: string
  ): RecordedRequest {
    const { value: parsed, refused } = readBody(raw)
    const record: RecordedRequest = {
      seq: ++this.seq,
      at: this.iso(),
      method: req.method ?? '',
      path,
      auth: authForm(req.headers.authorization, pipelineFamily, apiKey),
      rawBody: raw,
      body: parsed,
      status: 0,
      violations: refused ? [refused] : [],
      ...(refused ? { unread: refused } : {})
    }
    this.kept.push(record)
    return record
  }

  /** Records a request refused for the size of its body: its body is not kept. */
  refuseTooLarge(
    req: IncomingMessage,
    path: string,
    bytes: number,
    maxBytes: number,
    pipelineFamily: boolean,
    apiKey: string
  ): RecordedRequest {
    const record = this.add(req, path, '', pipelineFamily, apiKey)
    record.status = 413
    record.violations.push(
      `the body (${bytes} bytes) is over the emulator's limit of ${maxBytes} bytes; not kept`
    )
    return record
  }

  /** Oldest first. */
  list(): RecordedRequest[] {
    return this.kept.items()
  }

  retention(): Retention {
    return this.kept.retention()
  }

  clear(): void {
    this.kept.clear()
  }
}
