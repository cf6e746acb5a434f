import { PATHS } from './api.js'

/** Which endpoint of the API text a request is for. */
export type Route =
  | { endpoint: 'monitoring' }
  | { endpoint: 'heartbeat' }
  | { endpoint: 'list-pipelines' }
  /** The path segment, still percent-encoded: decoded by the handler, as a 500 if it cannot be. */
  | { endpoint: 'notify'; pipelineId: string }
  | { endpoint: 'unknown' }

export function route(method: string | undefined, path: string): Route {
  if (method === 'POST' && path === PATHS.monitoring) return { endpoint: 'monitoring' }
  if (method === 'POST' && path === PATHS.heartbeat) return { endpoint: 'heartbeat' }
  if (method === 'GET' && path === PATHS.pipelines) return { endpoint: 'list-pipelines' }
  const notify = PATHS.pipelineNotify.exec(path)
  if (method === 'POST' && notify) return { endpoint: 'notify', pipelineId: notify[1] }
  return { endpoint: 'unknown' }
}

/** The pipeline endpoints, which take `Bearer <key>`. */
export function isPipelineFamily(path: string): boolean {
  return path.startsWith('/api/')
}
