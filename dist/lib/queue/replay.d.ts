import type { Deliverer } from '../client/client-shape.js';
import type { ReplayContext, ReplayOptions, ReplaySummary, RunPass } from './replay-shape.js';
export type { ReplayContext, ReplayOptions, ReplaySummary, RunPass } from './replay-shape.js';
/** Replays one queue pass; never throws (file-system trouble ends the pass with an error). */
export declare function replayQueue(ctx: ReplayContext, client: Deliverer, o?: ReplayOptions): Promise<ReplaySummary>;
/** Replays one run's records, and says which of them are still queued (see RunQueue.replayRun). */
export declare function replayRun(ctx: ReplayContext, client: Deliverer, o: ReplayOptions & {
    runKey: string;
}): Promise<RunPass>;
