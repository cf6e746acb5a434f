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
export declare const nodeHttpTransport: Transport;
/** Just the proxy variables of an environment: all a transport needs of it. */
export declare function proxyVariablesOf(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
/** True when the proxy variables ask for a proxy to reach `url`. */
export declare function usesProxy(url: string, env: NodeJS.ProcessEnv): boolean;
/** @actions/http-client, loaded only when a proxy is in play. */
export declare const httpClientTransport: Transport;
/** The transport for this environment: a proxy-aware one only where a proxy is configured. */
export declare function defaultTransport(env: NodeJS.ProcessEnv): Transport;
