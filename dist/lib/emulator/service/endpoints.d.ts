import type { Answer, EmulatorState } from './state.js';
import type { RecordedRequest } from './types.js';
export declare function handleRunReport(state: EmulatorState, body: Record<string, unknown>, record: RecordedRequest): Answer;
export declare function handleHeartbeat(state: EmulatorState, body: Record<string, unknown>, record: RecordedRequest): Answer;
export declare function handleNotify(state: EmulatorState, pipelineId: string, body: Record<string, unknown>, record: RecordedRequest): Answer;
export declare function listPipelines(state: EmulatorState): Answer;
