export { startEmulator, type Emulator, type EmulatorOptions } from './server.js';
export { DEFAULT_LIMITS, type EmulatorLimits } from './limits.js';
export type { RecordSummary } from './state.js';
export type { RunReport, RunState } from './run-state.js';
export type { JobSummary } from './jobs.js';
export { renderRunsTable } from './table.js';
export { renderRunsPage } from './html.js';
export { emulatorCommand, emulatorOptions, runsCommand } from './command.js';
export type { AuthForm, EmulatedRun, Fault, RecordedHeartbeat, RecordedNotification, RecordedRequest } from './types.js';
