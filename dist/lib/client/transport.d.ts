import type { Agent, ClientRequest, IncomingMessage } from 'node:http';
export interface TransportRequest {
    method: 'GET' | 'POST';
    url: string;
    headers: Record<string, string>;
    body?: string;
    timeoutMs: number;
    signal?: AbortSignal;
}
export interface TransportResponse {
    status: number;
    /** Header names in lower case. */
    headers: Record<string, string | undefined>;
    body: string;
}
/** Rejects with TimeoutError or ConnectionError; any HTTP status resolves. */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;
/** The endpoint named in errors: the path only, so no query or credential leaks into logs. */
export declare function endpointOf(url: string): string;
/**
 * How a request goes out: straight (`false`: a fresh connection of its own), or through the proxy
 * agent of `proxyAgentFor`.
 */
export type Route = false | Agent;
/**
 * The agent that reaches `url` through the proxy the variables name (a CONNECT tunnel), from
 * @actions/http-client, loaded only when a proxy is in play. The agent carries the request; no
 * redirect is followed by it.
 */
export declare function proxyAgentFor(url: string): Promise<Agent>;
/**
 * One request along `route`: the answer comes to `onAnswer` as it is, a redirect included. The
 * caller bounds it in time and reads it.
 */
export declare function openRequest(url: URL, options: {
    method: string;
    headers: Record<string, string | number>;
}, route: Route, onAnswer: (res: IncomingMessage) => void): ClientRequest;
export declare const nodeHttpTransport: Transport;
/**
 * The proxy variables, as a front end read them (src/environment/proxy.ts): each of
 * https_proxy, http_proxy and no_proxy in the spelling curl and Node's tools read first, the
 * upper-case one second. Every field is named, none optional: a raw environment is then no
 * ProxyFacts to the compiler, and cannot be handed in by mistake.
 */
export interface ProxyFacts {
    /** https_proxy, else HTTPS_PROXY: the proxy for https addresses. */
    httpsProxy: string | undefined;
    /** http_proxy, else HTTP_PROXY: the proxy for http addresses. */
    httpProxy: string | undefined;
    /** no_proxy, else NO_PROXY, split at its commas: the hosts reached directly, lower case. */
    noProxy: string[];
}
/** True when the proxy variables ask for a proxy to reach `url`. */
export declare function usesProxy(url: string, proxyFacts: ProxyFacts): boolean;
/** Through the proxy the variables name; a redirect is handed back, as nodeHttpTransport does. */
export declare const httpClientTransport: Transport;
/** The transport for these proxy variables: a proxy-aware one only where a proxy is configured. */
export declare function defaultTransport(proxy: ProxyFacts): Transport;
