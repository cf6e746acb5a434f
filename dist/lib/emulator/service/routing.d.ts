/** Which endpoint of the API text a request is for. */
export type Route = {
    endpoint: 'monitoring';
} | {
    endpoint: 'heartbeat';
} | {
    endpoint: 'list-pipelines';
}
/** The path segment, still percent-encoded: decoded by the handler, as a 500 if it cannot be. */
 | {
    endpoint: 'notify';
    pipelineId: string;
} | {
    endpoint: 'unknown';
};
export declare function route(method: string | undefined, path: string): Route;
/** The pipeline endpoints, which take `Bearer <key>`. */
export declare function isPipelineFamily(path: string): boolean;
