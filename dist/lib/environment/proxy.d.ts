/** The proxy variables, read where a front end starts (the transport takes them as ProxyFacts). */
import type { ProxyFacts } from '../client/transport.js';
export declare function readProxyFacts(env: NodeJS.ProcessEnv): ProxyFacts;
