import { ConnectionError, OversizedAnswerError } from './errors.js';
import { MAX_ANSWER_BYTES } from './limits.js';
export function readBounded(message, endpoint, limit = MAX_ANSWER_BYTES) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        let bytes = 0;
        let done = false;
        const finish = (then) => {
            if (done)
                return;
            done = true;
            message.off('data', onData);
            then();
        };
        const onData = (chunk) => {
            bytes += chunk.length;
            if (bytes > limit) {
                finish(() => reject(new OversizedAnswerError(endpoint, limit, message.statusCode)));
                message.destroy();
                return;
            }
            chunks.push(chunk);
        };
        message.on('data', onData);
        message.on('end', () => finish(() => resolve(Buffer.concat(chunks).toString('utf8'))));
        message.on('error', e => finish(() => reject(new ConnectionError(endpoint, e))));
        // Cut off before its end (reset, or destroyed by a timeout or an abort, whose own error
        // settles the attempt first).
        message.on('close', () => finish(() => reject(new ConnectionError(endpoint, new Error('answer cut off')))));
    });
}
