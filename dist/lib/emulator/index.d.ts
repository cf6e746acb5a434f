/**
 * The local service emulator as a library (`job-monitor/emulator`): `startEmulator` and the
 * shapes it records. Its command (`job-monitor emulator`, and the emulator's own bundle) is in
 * the command-line tool: src/cli/emulator-command.ts.
 */
export { startEmulator, type Emulator, type EmulatorOptions } from './server.js';
export { DEFAULT_LIMITS, type EmulatorLimits } from './service/limits.js';
export type { RecordSummary } from './service/state.js';
export type { RunReport, RunState } from './history/run-state.js';
export type { JobSummary } from './history/jobs.js';
export { renderRunsTable } from './pages/table.js';
export { renderRunsPage } from './pages/html.js';
export type { AuthForm, EmulatedRun, Fault, RecordedHeartbeat, RecordedNotification, RecordedRequest } from './service/types.js';
