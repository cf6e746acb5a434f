/** The emulator's own endpoints under /_emulator/: its records, and the fault controls. */
import type { Answer, EmulatorState } from './state.js';
/** The read-only history and the fault controls (no auth: loopback only). */
export declare function control(state: EmulatorState, method: string | undefined, path: string, raw: string): Answer | undefined;
