import { type EmulatorLimits } from '../service/limits.js';
import type { History } from './storage.js';
/** The history in memory: lost when the process ends. */
export declare function memoryHistory(limits: EmulatorLimits): History;
