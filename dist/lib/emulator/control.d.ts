/**
 * The emulator's own endpoints under /_emulator/: its records (read with GET) and the fault
 * controls. They take no key (the emulator listens on loopback), so what guards them against a
 * web page open in the same browser is here: a request that changes state must say
 * `Content-Type: application/json`, which a page can only send cross-origin after a CORS
 * preflight the emulator never grants (no Access-Control-Allow-Origin, anywhere); and GET never
 * changes state. (The server also refuses them to a Host a page could have rebound: host.ts.)
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Answer, EmulatorState } from './service/state.js';
/** The answer to a request under /_emulator/. */
export declare function control(state: EmulatorState, method: string | undefined, path: string, query: URLSearchParams, headers: IncomingHttpHeaders, raw: string): Answer;
