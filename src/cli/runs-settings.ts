/**
 * `job-monitor runs`' settings: the emulator's address and the filters, each read by the
 * emulator's own rule of them, so that a mistake in one is a usage error naming its flag.
 */
import { shown } from '../settings/check.js'
import { parseRunQuery } from '../emulator/history/run-query.js'
import { Env, type Flags, pick } from './config.js'
import { UsageError } from './errors.js'

export interface RunsSettings {
  url: string
  json: boolean
  job?: string
  status?: string
  since?: string
  until?: string
  limit?: string
}

export function settingsForRuns(flags: Flags, env: NodeJS.ProcessEnv): RunsSettings {
  const url = pick(flags, 'url', env, Env.baseUrl)
  if (!url) throw new UsageError('--url is required (or JOB_MONITOR_BASE_URL)')
  // No key is sent, so plain http to another host is fine here; but `localhost:8080` would be
  // read as a URL of the scheme "localhost:", and fail later with words about protocols.
  const protocol = URL.canParse(url) ? new URL(url).protocol : undefined
  if (protocol !== 'http:' && protocol !== 'https:') {
    const input = flags.url !== undefined ? '--url' : Env.baseUrl
    throw new UsageError(
      `${input} must be the emulator's http:// or https:// address, such as http://127.0.0.1:8080; got ${shown(url)}`,
      input
    )
  }
  const filters = {
    job: pick(flags, 'job', {}),
    status: pick(flags, 'status', {}),
    since: pick(flags, 'since', {}),
    until: pick(flags, 'until', {}),
    limit: pick(flags, 'limit', {})
  }
  // A filter is read by the emulator's own rule here, so that a mistake in it is a usage error
  // naming the flag; the emulator still reads a time ago by its own clock.
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value)
  const refused = parseRunQuery(query, Date.now())
  if ('error' in refused) {
    const flag = `--${refused.name}`
    throw new UsageError(`${flag} ${refused.rule}; got ${shown(refused.value)}`, flag)
  }
  return { url, json: flags.json === true, ...filters }
}
