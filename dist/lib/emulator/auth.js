export function authForm(header, pipelineFamily, apiKey) {
    if (!header)
        return 'missing';
    if (header === apiKey)
        return pipelineFamily ? 'wrong' : 'bare';
    if (header === `Bearer ${apiKey}`)
        return pipelineFamily ? 'bearer' : 'wrong';
    return 'wrong';
}
/** True when the request carries the form its endpoint takes; else notes the violation. */
export function authorized(record, pipelineFamily) {
    if (record.auth === (pipelineFamily ? 'bearer' : 'bare'))
        return true;
    if (record.auth !== 'missing') {
        record.violations.push(pipelineFamily
            ? 'Authorization must be "Bearer <key>" on the pipeline endpoints'
            : 'Authorization must be the bare key on /monitoring and /heartbeat');
    }
    return false;
}
