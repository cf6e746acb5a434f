/**
 * The client and the emulator each state the API text's rules on their own (client/wire.ts,
 * emulator/service/api.ts), so that a mistake in one is caught by the other instead of being
 * agreed with. This compares the two statements: a difference fails here, where it is seen,
 * and one of them is wrong against service-api.md.
 */
import { describe, it } from '@jest/globals'
import { expectEqual } from '../expect-equal.js'
import { SERVICE_HOURLY_LIMIT } from '../../src/client/heartbeat-budget.js'
import * as client from '../../src/client/wire.js'
import * as emulator from '../../src/emulator/service/api.js'

/** Every field of a body type, present: the compiler refuses a missing or an extra one. */
const sorted = (o: object): string[] => Object.keys(o).sort()
const clientStart: Required<client.StartReportBody> = {
  job_name: '',
  status: 'running',
  run_id: '',
  start_time: '',
  end_time: null,
  error_details: null,
  metadata: {},
  tags: null,
  logs: ''
}
const clientEnd: Required<client.EndReportBody> = {
  job_name: '',
  status: 'success',
  run_id: '',
  start_time: '',
  end_time: '',
  error_details: '',
  metadata: {},
  tags: null,
  logs: ''
}
const clientHeartbeat: Required<client.HeartbeatBody> = {
  job_name: '',
  current_time: '',
  metadata: {}
}
const clientNotification: Required<client.PipelineNotificationBody> = {
  status: 'running',
  message: '',
  metadata: {}
}
const fieldsOf = (f: { required: readonly string[]; optional: readonly string[] }): string[] =>
  [...f.required, ...f.optional].sort()

describe("the client's and the emulator's statements of the API text", () => {
  it('list the same statuses', () => {
    expectEqual(
      {
        run: client.RUN_STATUSES,
        end: client.END_STATUSES,
        pipeline: client.PIPELINE_STATUSES
      },
      {
        run: emulator.RUN_STATUSES,
        end: emulator.END_STATUSES,
        pipeline: emulator.PIPELINE_STATUSES
      }
    )
    expectEqual(
      client.RUN_STATUSES.filter(s => !client.END_STATUSES.includes(s as client.EndStatus)),
      [emulator.START_STATUS]
    )
  })

  it('name the same fields in each request body', () => {
    expectEqual(
      {
        start: sorted(clientStart),
        end: sorted(clientEnd),
        heartbeat: sorted(clientHeartbeat),
        notification: sorted(clientNotification)
      },
      {
        start: fieldsOf(emulator.FIELDS.runReport),
        end: fieldsOf(emulator.FIELDS.runReport),
        heartbeat: fieldsOf(emulator.FIELDS.heartbeat),
        notification: fieldsOf(emulator.FIELDS.pipelineNotification)
      }
    )
  })

  it('agree on the no-error text, the paths and the hourly limit', () => {
    const notify = emulator.PATHS.pipelineNotify.exec(client.PATHS.pipelineNotify('nightly'))
    expectEqual(
      {
        noError: client.NO_ERROR,
        monitoring: client.PATHS.monitoring,
        heartbeat: client.PATHS.heartbeat,
        pipelines: client.PATHS.pipelines,
        notifyFor: notify?.[1],
        perHour: SERVICE_HOURLY_LIMIT
      },
      {
        noError: emulator.NO_ERROR,
        monitoring: emulator.PATHS.monitoring,
        heartbeat: emulator.PATHS.heartbeat,
        pipelines: emulator.PATHS.pipelines,
        notifyFor: 'nightly',
        perHour: emulator.REQUESTS_PER_HOUR
      }
    )
  })
})
