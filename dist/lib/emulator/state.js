/** What the emulator remembers between requests, and the answer type its handlers return. */
import { FaultBook } from './faults.js';
import { HourlyLimit } from './rate-limit.js';
export class EmulatorState {
    now;
    requests = [];
    runs = new Map();
    notifications = [];
    heartbeats = [];
    faults = new FaultBook();
    limit;
    /** Numbers the request records; not reset, so a record's number stays unique. */
    seq = 0;
    constructor(now, hourlyLimit) {
        this.now = now;
        this.limit = new HourlyLimit(now, hourlyLimit);
    }
    iso() {
        return new Date(this.now()).toISOString();
    }
    /** Forgets runs, records, faults and the hourly count. */
    reset() {
        this.requests = [];
        this.runs = new Map();
        this.notifications = [];
        this.heartbeats = [];
        this.faults.clear();
        this.limit.reset();
    }
}
