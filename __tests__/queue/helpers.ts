import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ServiceCall } from '../../src/client/call.js'
import type { Clock } from '../../src/util/clock.js'
import type { MonitorError } from '../../src/client/errors.js'
import { isoUtc } from '../../src/client/wire.js'
import type { DeliverOptions, Deliverer, Delivery } from '../../src/client/client-shape.js'

export const T0 = Date.UTC(2026, 10, 22, 12, 0, 0)

/** Time that moves only when told to; sleeping advances it at once. */
export class FakeClock implements Clock {
  constructor(public t = T0) {}
  now(): number {
    return this.t
  }
  async sleep(ms: number): Promise<void> {
    this.t += ms
  }
  advance(ms: number): void {
    this.t += ms
  }
}

export type Answer = Delivery<ServiceCall['kind']>
export type Script = (call: ServiceCall, o: DeliverOptions, n: number) => Answer | Promise<Answer>

/** A client double: records what it was asked to deliver and answers from a script. */
export class FakeClient implements Deliverer {
  readonly calls: Array<{ call: ServiceCall; o: DeliverOptions }> = []
  constructor(
    private readonly script: Script = () => ok({}),
    readonly maxAttempts = 3
  ) {}
  async deliver<C extends ServiceCall>(
    call: C,
    o: DeliverOptions = {}
  ): Promise<Delivery<C['kind']>> {
    this.calls.push({ call, o })
    return (await this.script(call, o, this.calls.length)) as Delivery<C['kind']>
  }
  /** The gate has tests of its own (client/gate.test.ts): this double lets every call out. */
  outbound<C extends ServiceCall>(call: C): C {
    return call
  }
  kinds(): string[] {
    return this.calls.map(c => c.call.kind)
  }
}

export function ok(response: unknown, attempts = 1): Answer {
  return { delivered: true, response, attempts } as Answer
}

export function fail(error: MonitorError, state: { attempts: number; notBefore?: number }): Answer {
  return { delivered: false, error, state }
}

export function startCall(job: string, at = T0): ServiceCall {
  return {
    kind: 'start',
    body: {
      job_name: job,
      status: 'running',
      run_id: '',
      start_time: isoUtc(at),
      end_time: null,
      error_details: null
    }
  }
}

export function endCall(job: string, runId = '', at = T0): ServiceCall {
  return {
    kind: 'end',
    body: {
      job_name: job,
      status: 'success',
      run_id: runId,
      start_time: isoUtc(at),
      end_time: isoUtc(at + 60_000),
      error_details: 'None'
    }
  }
}

export function heartbeatCall(job: string, at: number): ServiceCall {
  return { kind: 'heartbeat', body: { job_name: job, current_time: isoUtc(at) } }
}

export function notifyCall(message: string): ServiceCall {
  return { kind: 'pipeline-notification', pipelineId: 'p-1', body: { status: 'success', message } }
}

/** A label for a call in assertions: its kind and job name / message. */
export function label(call: ServiceCall): string {
  return call.kind === 'pipeline-notification'
    ? `notify:${call.body.message}`
    : `${call.kind}:${call.body.job_name}`
}

export async function tempDir(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'jm-queue-'))
  return { dir: join(root, 'queue'), cleanup: () => rm(root, { recursive: true, force: true }) }
}

/**
 * A pid no process has, on any system the queue runs on: the largest process.kill accepts (a
 * 32-bit signed integer), which is what the queue asks about an owner it reads from a lock, a
 * claim or a temporary file's name. Linux hands out pids up to 2^22, macOS up to 99 999, and
 * Windows multiples of 4 from a handle table far smaller than 2^31: process.kill(pid, 0) says
 * ESRCH everywhere, and no pid is reused under a test. That a real exited process counts as
 * dead too is proven in processes.test.ts, by a replayer killed mid-send.
 */
export function deadPid(): number {
  return 2 ** 31 - 1
}
