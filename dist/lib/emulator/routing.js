export function route(method, path) {
    if (method === 'POST' && path === '/monitoring')
        return { endpoint: 'monitoring' };
    if (method === 'POST' && path === '/heartbeat')
        return { endpoint: 'heartbeat' };
    if (method === 'GET' && path === '/api/v1/pipelines')
        return { endpoint: 'list-pipelines' };
    const notify = /^\/api\/pipelines\/([^/]+)\/notify$/.exec(path);
    if (method === 'POST' && notify)
        return { endpoint: 'notify', pipelineId: notify[1] };
    return { endpoint: 'unknown' };
}
/** The pipeline endpoints, which take `Bearer <key>`. */
export function isPipelineFamily(path) {
    return path.startsWith('/api/');
}
