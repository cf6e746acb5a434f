export { startEmulator, type Emulator, type EmulatorOptions } from './server.js';
export { renderRunsTable } from './table.js';
export { renderRunsPage } from './html.js';
export { emulatorCommand, emulatorOptions, runsCommand } from './command.js';
export type { AuthForm, EmulatedRun, Fault, RecordedHeartbeat, RecordedNotification, RecordedRequest } from './types.js';
