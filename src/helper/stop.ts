/**
 * Stopping the heartbeat helper, from the post step and from `end --state-file`: asked through
 * its control channel (channel.ts), so it stops beating, writes its final status and
 * exits by itself, on every platform. A kill is the last resort, for a helper that did not
 * answer in time, and only when something proves the process is still the helper: a pid alone
 * does not (once the helper has ended, the system may give its pid to any other program).
 */
import { dirname } from 'node:path'
import { type Clock, systemClock } from '../util/clock.js'
import { HELPER_EXIT_WAIT_MS, HELPER_STOP_WAIT_MS } from './constants.js'
import {
  type ChannelFacts,
  askToStop,
  channelAddresses,
  hostChannelFacts,
  stopFileOf,
  writeStopFile
} from './channel.js'
import { type ProcFacts, isRunning, pidNamespace, procFacts } from '../process/process-facts.js'
import { type HelperStatus, readStatus } from './status-file.js'

/**
 * How the helper ended: `none` (there was none), `gone` (it had ended before it was asked),
 * `request` (it stopped on request), `killed` (it did not answer and was proven ours),
 * `left-alone` (it did not answer and nothing proved the process ours), `stage-ended` (it lived
 * in a container since stopped and started afresh: it ended with its stage, as every process
 * of a stage does on GitLab's Docker executor).
 */
export type StopHow = 'none' | 'gone' | 'request' | 'killed' | 'left-alone' | 'stage-ended'

export interface StopResult {
  status?: HelperStatus
  how: StopHow
}

/** What stopping needs of the machine; injected in tests to stand for another platform. */
export interface HelperHost extends ChannelFacts {
  clock: Clock
  isRunning(pid: number): boolean
  /** /proc's facts on the pid; undefined where there is no /proc. */
  proc(pid: number): ProcFacts | undefined
  /** This process's pid namespace; undefined where there is none to read. */
  pidNamespace(): string | undefined
  kill(pid: number): void
}

export function hostOf(): HelperHost {
  return {
    ...hostChannelFacts(),
    clock: systemClock,
    isRunning,
    proc: procFacts,
    pidNamespace,
    kill: pid => process.kill(pid, 'SIGKILL')
  }
}

/** Between attempts to reach a helper that is still starting (its channel not open yet). */
const RETRY_MS = 50

/**
 * Asks the helper to stop and waits (bounded) for its final answer; then reads its status.
 * Never waits longer than `waitMs` plus HELPER_EXIT_WAIT_MS, whatever the helper does.
 */
export async function stopHelper(
  pid: number | undefined,
  statusFile: string | undefined,
  o: { runKey?: string; waitMs?: number; host?: HelperHost; channels?: string[] } = {}
): Promise<StopResult> {
  const host = o.host ?? hostOf()
  const read = (): HelperStatus | undefined =>
    statusFile ? readStatus(statusFile, host.uid) : undefined
  if (!pid || pid <= 0) return { status: read(), how: 'none' }
  const before = read()
  // Recorded in another pid namespace: the helper's container was stopped with its stage, and
  // the pid, if held at all, is another process's. Nothing to ask, nothing to wait for.
  const here = host.pidNamespace()
  if (!before?.stoppedAt && before?.pidNamespace && here && before.pidNamespace !== here)
    return { status: before, how: 'stage-ended' }
  // Ended by itself (its lifetime, a rejected key, its job gone): the pid is not its own now.
  if (before?.stoppedAt || !host.isRunning(pid)) return { status: before, how: 'gone' }
  // No status yet: the helper may not have opened its channel (below normal priority, it can
  // start seconds late). The stop file, written first, is what it reads once its channel is
  // open (stoppedBeforeListening), so it is asked either way, even after this wait gives up.
  if (!before && statusFile) writeStopFile(stopFileOf(statusFile))

  const until = host.clock.now() + (o.waitMs ?? HELPER_STOP_WAIT_MS)
  const addresses =
    o.channels ??
    (statusFile && o.runKey ? channelAddresses(o.runKey, dirname(statusFile), host) : [])
  const asked = await ask(pid, statusFile, addresses, until, host)
  if (asked === 'stopped') {
    await waitGone(pid, host)
    return { status: read(), how: 'request' }
  }
  const status = read()
  if (!host.isRunning(pid)) return { status, how: status?.stoppedAt ? 'request' : 'gone' }
  // It heard the request with its own token: the process is the helper, stuck while stopping.
  if (asked !== 'heard' && !provenHelper(pid, status, host)) return { status, how: 'left-alone' }
  try {
    host.kill(pid)
  } catch {
    // gone meanwhile
  }
  await waitGone(pid, host)
  return { status: read(), how: 'killed' }
}

/**
 * Asks until the deadline: by the stop file when its status says it has no channel (then
 * whatever listens on its name is not the helper, and is not asked); otherwise by the channel,
 * retried while the helper is starting (its channel opens a moment after its process). An
 * answer counts only with the token the helper wrote in its status file; a listener without
 * it is no answer, and asking goes on until the deadline.
 */
async function ask(
  pid: number,
  statusFile: string | undefined,
  addresses: string[],
  until: number,
  host: HelperHost
): Promise<'stopped' | 'heard' | 'silent'> {
  let asked = false
  for (;;) {
    const before = statusFile ? readStatus(statusFile, host.uid) : undefined
    if (statusFile && before?.control === 'stop-file') {
      if (before.stoppedAt) return 'stopped'
      if (!asked) asked = writeStopFile(stopFileOf(statusFile))
    } else if (addresses.length) {
      const answer = await askToStop(addresses, { until, clock: host.clock, facts: host })
      const token = statusFile ? readStatus(statusFile, host.uid)?.token : undefined
      if (token && answer.stopped === token) return 'stopped'
      if (token && answer.stopping === token) return 'heard'
    }
    if (host.clock.now() >= until || !host.isRunning(pid)) return 'silent'
    await host.clock.sleep(Math.min(RETRY_MS, until - host.clock.now()))
  }
}

/**
 * On Linux, /proc proves a process is the helper: its command line, and the start time the
 * helper recorded in its status. Both are needed: any program's command line may say
 * "heartbeat", and a helper that wrote no status (or no start time) recorded nothing to match.
 * Elsewhere nothing proves it, once the channel has not answered.
 */
function provenHelper(pid: number, status: HelperStatus | undefined, host: HelperHost): boolean {
  const facts = host.proc(pid)
  if (!facts || !facts.cmdline.includes('heartbeat')) return false
  if (status?.pid !== pid || status.procStart === undefined) return false
  return status.procStart === facts.startTicks
}

/**
 * Between looks at a helper that said it stopped: it exits a few milliseconds after its answer,
 * and the end report waits for it, so the post step's time is counted in these.
 */
const EXIT_POLL_MS = 5

async function waitGone(pid: number, host: HelperHost): Promise<void> {
  const until = host.clock.now() + HELPER_EXIT_WAIT_MS
  while (host.isRunning(pid) && host.clock.now() < until) await host.clock.sleep(EXIT_POLL_MS)
}

/** How the helper ended, in words for the job summary and the log. */
export function stopDescription(r: StopResult): string | undefined {
  switch (r.how) {
    case 'none':
      return undefined
    case 'request':
      return 'stopped on request'
    case 'killed':
      return 'did not answer, killed'
    case 'left-alone':
      return 'did not answer, not proven ours: left alone'
    case 'stage-ended':
      return `ended with its stage's container, after ${r.status?.beatsSent ?? 0} heartbeat(s)`
    case 'gone':
      return r.status?.stoppedAt
        ? `had stopped by itself (${r.status.stoppedBy ?? 'done'})`
        : 'had ended before it was asked to stop'
  }
}

/**
 * What went wrong with the helper, for the job summary; undefined when it ran and stopped as
 * asked. A helper that died while the job ran (killed by the out-of-memory killer, a crash)
 * left no stop time in its status file.
 */
export function helperTrouble(pid: number | undefined, r: StopResult): string | undefined {
  if (!pid) return undefined
  if (r.how === 'killed')
    return 'the heartbeat helper did not answer the request to stop and was killed: its status may miss its last heartbeats'
  if (r.how === 'left-alone')
    return `the heartbeat helper did not answer the request to stop, and nothing proved that process ${pid} is still the helper, so it was left alone (the runner's clean-up ends the job's processes)`
  if (r.how !== 'gone') return undefined
  if (!r.status) return 'the heartbeat helper never reported: it could not start, or died at once'
  if (!r.status.stoppedAt) {
    return `the heartbeat helper died while the job ran (last sign of life ${r.status.updatedAt}, ${r.status.beatsSent} heartbeat(s) sent)`
  }
  return undefined
}
