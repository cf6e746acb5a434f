export * from './wire.js'
export * from './call.js'
export * from './errors.js'
export { type Clock, systemClock } from '../util/clock.js'
export {
  MonitorClient,
  joinUrl,
  type AttemptEvent,
  type ClientOptions,
  type DeliverOptions,
  type Delivery
} from './client.js'
export type { Deliverer } from './client-shape.js'
export { RefusedFieldError } from './gate.js'
export {
  type Transport,
  type TransportRequest,
  type TransportResponse,
  type ProxyFacts,
  nodeHttpTransport,
  httpClientTransport,
  defaultTransport
} from './transport.js'
export {
  startReport,
  endReport,
  heartbeatBody,
  pipelineNotification,
  ReportInputError
} from './reports.js'
export {
  runHeartbeats,
  nextBeatDelay,
  type HeartbeatEvent,
  type HeartbeatLoopOptions,
  type HeartbeatStats
} from './heartbeats.js'
export { describeAttempt } from './attempt-log.js'
export { decodeBody } from './decode.js'
export { VERSION } from './version.js'
