/**
 * The two Authorization forms (API text, 5): the bare key on /monitoring and /heartbeat,
 * `Bearer <key>` on the pipeline endpoints.
 */
import type { AuthForm, RecordedRequest } from './types.js'

export function authForm(
  header: string | undefined,
  pipelineFamily: boolean,
  apiKey: string
): AuthForm {
  if (!header) return 'missing'
  if (header === apiKey) return pipelineFamily ? 'wrong' : 'bare'
  if (header === `Bearer ${apiKey}`) return pipelineFamily ? 'bearer' : 'wrong'
  return 'wrong'
}

/** True when the request carries the form its endpoint takes; else notes the violation. */
export function authorized(record: RecordedRequest, pipelineFamily: boolean): boolean {
  if (record.auth === (pipelineFamily ? 'bearer' : 'bare')) return true
  if (record.auth !== 'missing') {
    record.violations.push(
      pipelineFamily
        ? 'Authorization must be "Bearer <key>" on the pipeline endpoints'
        : 'Authorization must be the bare key on /monitoring and /heartbeat'
    )
  }
  return false
}
