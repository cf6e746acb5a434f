import type { CallKind } from './call.js';
/** The two endpoint families: run reports and heartbeats under {base_url}, pipelines under {deployment_url}. */
export type EndpointFamily = 'runs' | 'pipelines';
export declare function familyOf(kind: CallKind | 'list-pipelines'): EndpointFamily;
export interface ServiceIdentity {
    /** The family's address without trailing slashes ({base_url} or {deployment_url}). */
    address: string;
    /** keyFingerprint() of the API key. */
    key: string;
}
export declare function keyFingerprint(apiKey: string): string;
/** The address as the client joins it with a path: trailing slashes do not make another service. */
export declare function normalAddress(url: string): string;
export declare function serviceIdentity(address: string, apiKey: string): ServiceIdentity;
export declare function sameService(a: ServiceIdentity, b: ServiceIdentity): boolean;
