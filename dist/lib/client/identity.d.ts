/**
 * Which service a call belongs to: the address of its endpoint family and a fingerprint of
 * the key. Queued records carry it, so that a queue shared by two organisations (one
 * self-hosted runner) replays each record only to the service, under the key, it was meant
 * for. The fingerprint identifies a key without revealing it: a truncated, domain-separated
 * SHA-256, never the key or a piece of it.
 */
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
