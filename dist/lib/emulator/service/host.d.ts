/**
 * Which Host the emulator's page and its /_emulator/ endpoints answer. A browser sends the
 * page's own name as Host, so a site whose name is made to resolve to 127.0.0.1 (DNS
 * rebinding) would otherwise read and drive them as if it were the same origin. An IP address,
 * `localhost` and the name given to `--host` cannot be rebound by a site that way.
 */
import type { Answer } from './state.js';
/** A 403 unless `host` (the Host header) names an address, localhost or `listenHost`. */
export declare function refuseForeignHost(host: string | undefined, listenHost: string | undefined): Answer | undefined;
