/**
 * Replay: send queued records in order, each claimed first so that no two replayers send
 * the same record, each continuing its own retry sequence, each only to the service it was
 * queued for. One pass has four phases: scan (clean up, read what is ours to send), decide
 * (send, wait or drop one record), send one (claim, deliver, settle), finish (count what is
 * left).
 */
import type { RetryState, ServiceCall } from '../client/call.js'
import type { MonitorError } from '../client/errors.js'
import { type EndpointFamily, familyOf, sameService } from '../client/identity.js'
import { sequenceToContinue } from '../client/retry.js'
import type { StartReportResponse } from '../client/wire.js'
import { RUN_ID_MAX_AGE_MS, SAID_WAIT_MS, TEMP_FILE_MAX_AGE_MS } from './constants.js'
import type { Deliverer } from '../client/client-shape.js'
import { type QueueRecord, describeRecord } from './record.js'
import type { Found, Held } from './store.js'
import type { ReplayContext, ReplayOptions, ReplaySummary, RunPass } from './replay-shape.js'
import { FAMILY_NAMES, troubleOf } from './trouble.js'

export type { ReplayContext, ReplayOptions, ReplaySummary, RunPass } from './replay-shape.js'

type Decision =
  { action: 'send'; call: ServiceCall } | { action: 'wait' } | { action: 'drop'; reason: string }

/** Whose a record is, for this replay's client. */
type Standing = 'ours' | 'unaddressed' | 'foreign'

/** Replays one queue pass; never throws (file-system trouble ends the pass with an error). */
export function replayQueue(
  ctx: ReplayContext,
  client: Deliverer,
  o: ReplayOptions = {}
): Promise<ReplaySummary> {
  return new Replay(ctx, client, o).run()
}

/** Replays one run's records, and says which of them are still queued (see RunQueue.replayRun). */
export async function replayRun(
  ctx: ReplayContext,
  client: Deliverer,
  o: ReplayOptions & { runKey: string }
): Promise<RunPass> {
  const replay = new Replay(ctx, client, o)
  const summary = await replay.run()
  return { summary, queued: replay.queued }
}

class Replay {
  private readonly summary: ReplaySummary = {
    sent: 0,
    failed: 0,
    held: 0,
    notDue: 0,
    awaitingStart: 0,
    dropped: 0,
    remaining: 0,
    counted: false,
    unaddressed: 0,
    foreign: 0,
    runIds: {},
    errors: [],
    keyRejected: false,
    keyRejectedFor: []
  }
  /** Runs whose start report the service refused: their end reports can never be delivered. */
  private readonly rejectedRuns = new Set<string>()
  /** Families this pass stopped sending to (key refused, or the service unavailable). */
  private readonly stopped = new Set<EndpointFamily>()
  private found: Found[] = []
  /** Every record of the pass's scope as the scan read it, whichever service it is for. */
  private scope: Found[] = []
  /** The scan read the queue: what is left of a run's scope can be told from it. */
  private read = false
  /** The scope's records still queued when the pass finished. */
  queued: QueueRecord[] = []

  constructor(
    private readonly ctx: ReplayContext,
    private readonly client: Deliverer,
    private readonly o: ReplayOptions
  ) {}

  async run(): Promise<ReplaySummary> {
    await this.scan()
    for (const f of this.found) {
      if (this.o.signal?.aborted) break
      if (this.o.deadline !== undefined && this.ctx.clock.now() >= this.o.deadline) break
      if (this.stopped.has(familyOf(f.record.call.kind))) continue
      if (!(await this.sendOne(f))) break
    }
    await this.finish()
    return this.summary
  }

  private problem(line: string): void {
    this.summary.errors.push(line)
    this.ctx.log(line)
  }

  private ofRun(r: QueueRecord): boolean {
    return this.o.runKey === undefined || r.runKey === this.o.runKey
  }

  /**
   * A client without the address of a record's endpoint family (a replayer set up for runs
   * only) leaves that record queued for one that has it: sending would fail, and drop it.
   * A record queued for another service (another address, another key: two organisations
   * sharing a runner's queue) is never sent by this client: it would hand one organisation's
   * job names, metadata and logs to the other.
   */
  private standing(r: QueueRecord): Standing {
    const kind = r.call.kind
    if (this.client.serves?.(kind) === false) return 'unaddressed'
    const mine = this.client.identityFor?.(kind)
    if (r.service === undefined || mine === undefined) {
      // Only a client that cannot name its service (a test double) sends what names none.
      return r.service === undefined && mine === undefined ? 'ours' : 'foreign'
    }
    return sameService(r.service, mine) ? 'ours' : 'foreign'
  }

  /**
   * Phase 1: clean up leftovers, and read the records this pass may send, in order. A pass over
   * one run's records (its end's) reads first, and goes on only when it has some of them to
   * send: an end with none queued reads the queue and nothing more, and says nothing of files
   * that are not its run's. The clean-ups never remove what a record read here carries (its
   * newest lock), so they may come after the read.
   */
  private async scan(): Promise<void> {
    const { store, log } = this.ctx
    const ofOneRun = this.o.runKey !== undefined
    try {
      if (!ofOneRun) await this.cleanUp()
      const unreadable: string[] = []
      const all = await store.readAll(e => unreadable.push(e.name))
      this.read = true
      this.scope = all.filter(f => this.ofRun(f.record))
      this.found = this.scope.filter(f => this.standing(f.record) === 'ours')
      if (ofOneRun && (this.found.length === 0 || this.o.signal?.aborted)) return
      for (const name of unreadable) log(`ignoring unreadable queue file ${name}`)
      if (ofOneRun) await this.cleanUp()
    } catch (error) {
      this.problem(`the queue in ${store.dir} could not be read: ${message(error)}`)
    }
  }

  /** What crashes left behind: temporary files, stale locks, run id links of runs long gone. */
  private async cleanUp(): Promise<void> {
    const { store, clock } = this.ctx
    await store.cleanTemporaryFiles(TEMP_FILE_MAX_AGE_MS)
    await store.cleanLeftoverClaims(this.ctx.claimMaxAgeMs)
    await this.ctx.runIds.cleanOld(clock.now(), RUN_ID_MAX_AGE_MS)
  }

  /** An end report whose run's start is still queued must wait for it. */
  private async startPending(runKey: string): Promise<boolean> {
    for (const f of this.found) {
      if (f.record.call.kind === 'start' && f.record.runKey === runKey) {
        if (await this.ctx.store.isPresent(f.record.id)) return true
      }
    }
    return false
  }

  /** Phase 2: what to do with one record now. */
  private async decide(r: QueueRecord): Promise<Decision> {
    const { clock, runIds } = this.ctx
    const call = r.call
    if (call.kind === 'heartbeat') {
      const moment = Date.parse(call.body.current_time)
      const at = Number.isNaN(moment) ? r.firstFailureAt : moment
      if (clock.now() - at > this.ctx.heartbeatMaxAgeMs) {
        return { action: 'drop', reason: 'stale heartbeat: its moment has passed' }
      }
    }
    if (call.kind === 'start' && r.runKey) {
      // The run id is known only once this start was delivered: a crash before the record
      // was deleted left it behind. Sending it again would open a second run.
      const known = await runIds.get(r.runKey)
      if (known) {
        this.summary.runIds[r.runKey] = known
        return { action: 'drop', reason: `already delivered (run id ${known})` }
      }
    }
    if (call.kind === 'end' && call.body.run_id === '' && r.runKey) {
      if (this.rejectedRuns.has(r.runKey)) {
        return { action: 'drop', reason: "the service rejected its run's start report" }
      }
      // Checked before the run id: a replayer records the run id before it deletes the start.
      if (await this.startPending(r.runKey)) return { action: 'wait' }
      const runId = this.summary.runIds[r.runKey] ?? (await runIds.get(r.runKey))
      if (runId) return { action: 'send', call: { ...call, body: { ...call.body, run_id: runId } } }
      // No start queued and no run id: its start may still be with another carrier (a
      // background retry) for a while; after that it can never be delivered.
      if (clock.now() - r.firstFailureAt > this.ctx.orphanEndMaxAgeMs) {
        return { action: 'drop', reason: "its run's start report was never delivered" }
      }
      return { action: 'wait' }
    }
    return { action: 'send', call }
  }

  private async drop(held: Held, reason: string): Promise<void> {
    await this.ctx.store.remove(held)
    this.summary.dropped++
    this.problem(`dropped ${describeRecord(held.record)}: ${reason}`)
  }

  /**
   * Phase 3: claim one record, decide again on what was claimed, deliver it and settle the
   * file. False when the pass must end (the queue cannot be updated).
   */
  private async sendOne(found: Found): Promise<boolean> {
    const { store } = this.ctx
    // The claim while it is this pass's to give back: a step that settles the record clears it,
    // so that trouble afterwards never releases a claim twice.
    const claim: Claim = {}
    try {
      const ready = await this.claimToSend(found, claim)
      if (ready) await this.deliverClaimed(ready.held, ready.call, claim)
      return true
    } catch (error) {
      if (claim.held) await store.release(claim.held).catch(() => undefined)
      this.problem(
        `replay stopped: the queue in ${store.dir} could not be updated: ${message(error)}`
      )
      return false
    }
  }

  /**
   * The record claimed by this pass and the call to send, decided on the claimed content (it
   * may have changed since it was read); undefined when it is not to be sent now.
   */
  private async claimToSend(
    found: Found,
    claim: Claim
  ): Promise<{ held: Held; call: ServiceCall } | undefined> {
    const { store } = this.ctx
    // A live claim means another replayer is sending this record right now.
    if (await store.isHeldByAnother(found, this.ctx.claimMaxAgeMs)) return undefined
    if ((await this.decide(found.record)).action === 'wait') return this.awaiting()
    const held = await store.claim(found, this.ctx.claimMaxAgeMs)
    if (!held) return undefined // another replayer was faster
    claim.held = held
    const decision = await this.decide(held.record)
    if (decision.action === 'wait') {
      await store.release(held)
      return this.awaiting()
    }
    if (decision.action === 'drop') {
      await this.drop(held, decision.reason)
      return undefined
    }
    return { held, call: decision.call }
  }

  /** Continues the claimed record's retry sequence within the pass's window, then settles it. */
  private async deliverClaimed(held: Held, call: ServiceCall, claim: Claim): Promise<void> {
    const { store, clock } = this.ctx
    const r = held.record
    // An exhausted sequence stays queued for a later replay, which begins a new one.
    const state = sequenceToContinue(r.retry, this.client.maxAttempts)
    const o = this.o
    if (
      o.deadline !== undefined &&
      state.notBefore !== undefined &&
      state.notBefore >= o.deadline
    ) {
      await store.release(held) // its next attempt is due after this pass
      claim.held = undefined
      this.summary.notDue++
      this.nextTry(state.notBefore)
      return
    }
    // A wait of seconds (the rest after a spent sequence) is said, or a replay run by hand
    // looks hung.
    const waitMs = state.notBefore === undefined ? 0 : state.notBefore - clock.now()
    if (waitMs >= SAID_WAIT_MS)
      this.ctx.log(`${describeRecord(r)}: next try in ${Math.ceil(waitMs / 1000)} s`)
    // Stay well inside the claim bound, so that nobody takes the record over mid-send.
    const deadline = Math.min(o.deadline ?? Infinity, clock.now() + this.ctx.claimMaxAgeMs / 2)
    // A queued start or end is carried by several (the helper, `replay`, the end, a later
    // job's post step): one whose request is on its way is seen through when this carrier is
    // stopped, so that its answer is kept (the run id a start brings back) and no other
    // carrier sends it a second time, opening a second run or ending one twice.
    const delivery = await this.client.deliver(call, {
      state,
      deadline,
      signal: o.signal,
      seeAttemptThrough: call.kind === 'start' || call.kind === 'end'
    })
    if (delivery.delivered) await this.settleDelivered(held, call, delivery.response, claim)
    else await this.settleFailed(held, call, { state, delivery }, claim)
  }

  /** A delivered record: its run id kept (a start) or forgotten (an end), then the record goes. */
  private async settleDelivered(
    held: Held,
    call: ServiceCall,
    response: unknown,
    claim: Claim
  ): Promise<void> {
    const r = held.record
    if (call.kind === 'start' && r.runKey) {
      const runId = (response as StartReportResponse).run_id
      this.summary.runIds[r.runKey] = runId
      // Delivered: the record goes even when the link cannot be kept (a file where the
      // runs folder should be), or every replay would open one more run. This pass's end
      // still gets the run id.
      await this.ctx.runIds.remember(r.runKey, runId, this.ctx.clock.now()).catch((e: unknown) => {
        this.problem(`the run id of ${describeRecord(r)} could not be kept: ${message(e)}`)
      })
    }
    if (call.kind === 'end' && r.runKey) await this.ctx.runIds.forget(r.runKey)
    // At least once: a crash before this removal leaves a claim that a later replay takes
    // over and sends again (a start only if its run id was not saved above).
    await this.ctx.store.remove(held)
    claim.held = undefined
    this.summary.sent++
  }

  /**
   * An undelivered record: kept with its retry state for a later replay, or dropped when the
   * service refused it for good; the rest of its endpoint family waits when every record of
   * it would meet the same trouble.
   */
  private async settleFailed(
    held: Held,
    call: ServiceCall,
    sent: { state: RetryState; delivery: { state: RetryState; error: MonitorError } },
    claim: Claim
  ): Promise<void> {
    const { store } = this.ctx
    const r = held.record
    const error = sent.delivery.error
    const made = Math.max(0, sent.delivery.state.attempts - sent.state.attempts)
    const updated: QueueRecord = {
      ...r,
      retry: sent.delivery.state,
      totalAttempts: r.totalAttempts + made,
      lastError: error.message
    }
    const family = familyOf(call.kind)
    const trouble = troubleOf(error)
    if (trouble.held) {
      // Not attempted (again): no room in the key's hour, for the rest of the family either.
      await store.release(held, made > 0 ? updated : undefined)
      claim.held = undefined
      this.summary.held++
      this.nextTry(trouble.until)
      this.stopped.add(family)
      return
    }
    if (trouble.is === 'refused') {
      if (call.kind === 'start' && r.runKey) this.rejectedRuns.add(r.runKey)
      await this.drop(held, error.message)
      claim.held = undefined
      return
    }
    await store.release(held, updated)
    claim.held = undefined
    this.summary.failed++
    if (trouble.is === 'key refused') {
      // The key is wrong for this endpoint family: its other records would fail the same
      // way and stay queued. The other family has its own address and answers for itself.
      this.summary.keyRejected = true
      this.summary.keyRejectedFor.push(family)
      this.summary.errors.push(error.message)
      this.ctx.log(`replay stopped for ${FAMILY_NAMES[family]}: ${error.message}`)
      this.stopped.add(family)
    } else if (trouble.is === 'wrong address') {
      // The address speaks another protocol, or its certificate is refused: every record of
      // the family would meet the same. They stay queued for when the address is right.
      this.problem(`replay stopped for ${FAMILY_NAMES[family]}: ${error.message}`)
      this.stopped.add(family)
    } else {
      this.problem(`${describeRecord(r)}: ${error.message}`)
      // No answer, 429 or 5xx: that service is unavailable now; the rest of its family waits
      // for a later replay instead of spending the hourly request budget. A refused end update
      // (update_status "Failed", status 200) concerns that record alone.
      if (error.status !== 200) this.stopped.add(family)
    }
  }

  private nextTry(at: number): void {
    this.summary.nextTryAt = Math.min(this.summary.nextTryAt ?? Infinity, at)
  }

  /** An end report that waits for its run's start: not sent in this pass. */
  private awaiting(): undefined {
    this.summary.awaitingStart++
    return undefined
  }

  /**
   * The records of a run's scope still in the queue: those the scan read, less those gone since.
   * No record joins a run's scope during its pass: only the run's own front end queues them, and
   * it has (the action's main before its helper carries the start, an end before it sends).
   * One listing of the folder, where reading the queue again would read every record in it.
   */
  private async stillQueued(): Promise<Found[]> {
    if (this.scope.length === 0) return []
    const ids = await this.ctx.store.ids()
    return this.scope.filter(f => ids.has(f.record.id))
  }

  /** Phase 4: count what is left of the scope, by whose it is. */
  private async finish(): Promise<void> {
    const { store } = this.ctx
    try {
      // A run's pass counts from what its scan read; a pass over all, or one whose scan could
      // not read the queue, reads it (again).
      const left =
        this.read && this.o.runKey !== undefined
          ? await this.stillQueued()
          : (await store.readAll()).filter(f => this.ofRun(f.record))
      this.queued = left.map(f => f.record)
      for (const f of left) {
        const standing = this.standing(f.record)
        if (standing === 'ours') this.summary.remaining++
        else this.summary[standing]++
      }
      this.summary.counted = true
      const { runKey } = this.o
      if (runKey !== undefined && this.summary.runIds[runKey] === undefined) {
        const known = await this.ctx.runIds.get(runKey)
        if (known) this.summary.runIds[runKey] = known
      }
    } catch (error) {
      this.problem(`the queue in ${store.dir} could not be read: ${message(error)}`)
    }
  }
}

/** A claim this pass holds on a record until the record is settled. */
interface Claim {
  held?: Held
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
