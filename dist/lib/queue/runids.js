/**
 * Run ids learnt for local run keys. When a start report waits in the queue, its run has no
 * run id yet; the end report is queued under the same run key, and replay fills in the run
 * id the start returned. One small file per run key keeps that link across processes.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { ensurePrivateDir, isRealDirectory, listFiles, modifiedAt, readRegularFile, removeIfPresent, writeFileAtomic } from './files.js';
export class RunIdStore {
    dir;
    constructor(dir) {
        this.dir = dir;
    }
    /** Run keys may come from anywhere (a flag, an environment variable): hash them into names. */
    fileName(runKey) {
        return `${createHash('sha256').update(runKey).digest('hex').slice(0, 40)}.json`;
    }
    async remember(runKey, runId, now) {
        await ensurePrivateDir(this.dir);
        const content = { runKey, runId, at: now };
        await writeFileAtomic(this.dir, this.fileName(runKey), `${JSON.stringify(content)}\n`);
    }
    async get(runKey) {
        const text = await readRegularFile(join(this.dir, this.fileName(runKey)));
        if (text === undefined)
            return undefined;
        try {
            const value = JSON.parse(text);
            return value.runKey === runKey && typeof value.runId === 'string' && value.runId !== ''
                ? value.runId
                : undefined;
        }
        catch {
            return undefined;
        }
    }
    /** Called once the run's end report is delivered: nothing needs the link any more. */
    async forget(runKey) {
        await removeIfPresent(join(this.dir, this.fileName(runKey)));
    }
    /** Removes links older than `maxAgeMs` (runs whose end report never came). */
    async cleanOld(now, maxAgeMs) {
        // A symbolic link in place of the directory leads elsewhere: nothing there is ours.
        if (!(await isRealDirectory(this.dir)))
            return;
        for (const name of await listFiles(this.dir)) {
            const path = join(this.dir, name);
            try {
                const mtime = await modifiedAt(path);
                if (mtime !== undefined && now - mtime > maxAgeMs)
                    await removeIfPresent(path);
            }
            catch {
                // gone already, or not ours to judge
            }
        }
    }
}
