/** The record of one request, kept for the tests and the run history. */
import type { IncomingMessage } from 'node:http'
import { authForm } from './auth.js'
import type { EmulatorState } from './state.js'
import type { RecordedRequest } from './types.js'

export function recordRequest(
  state: EmulatorState,
  req: IncomingMessage,
  path: string,
  raw: string,
  pipelineFamily: boolean,
  apiKey: string
): RecordedRequest {
  let parsed: unknown = null
  try {
    parsed = raw ? JSON.parse(raw) : null
  } catch {
    parsed = null
  }
  const record: RecordedRequest = {
    seq: ++state.seq,
    at: state.iso(),
    method: req.method ?? '',
    path,
    auth: authForm(req.headers.authorization, pipelineFamily, apiKey),
    rawBody: raw,
    body: parsed,
    status: 0,
    violations: []
  }
  state.requests.push(record)
  return record
}
