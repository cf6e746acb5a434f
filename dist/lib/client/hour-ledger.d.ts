import type { CallKind } from './call.js';
import { type Clock } from '../util/clock.js';
import { type Disk } from '../util/disk.js';
import { type HourFit, type Permit, type Ticket } from './hour-rule.js';
/** The key's own folder under `root` (the `ledger` folder beside the queue's records). */
export declare function ledgerFolder(root: string, apiKey: string): string;
export interface LedgerOptions {
    /** The key's folder: ledgerFolder(root, apiKey). */
    dir: string;
    /** Requests per hour the key allows (default: the service's 100). */
    limit?: number;
    clock?: Clock;
    disk?: Disk;
    /** Told once when the ledger cannot be used (requests then go without it). */
    onTrouble?: (message: string) => void;
}
/** What a run's start learns of the hour (HourFit), and whether it is the one to say so. */
export interface StartNote extends HourFit {
    /** The cadence does not fit, and this start says it (once a day per job). */
    sayNow: boolean;
}
export declare class HourLedger {
    readonly dir: string;
    readonly limit: number;
    private readonly clock;
    private readonly disk;
    private readonly onTrouble?;
    private troubleSaid;
    private ready?;
    /**
     * The tickets this process has read or taken, by number, while the folder lists them. What
     * a ticket says is written with its create, and numbers are never taken twice, so a settled
     * ticket (TICKET_SETTLED_MS) is not read again: a replay sending the hour's overflow, or a
     * heartbeat process beating for hours, reads each ticket once instead of every ticket of the
     * hour for each request. One given up after all (its taker stalled that long) counts on here
     * until it leaves the folder: too careful, never over the limit.
     */
    private readonly known;
    constructor(o: LedgerOptions);
    /**
     * Asks for one request of `kind` at `at` (default now): granted, and then counted, or held
     * back with the earliest moment there may be room. Never throws.
     */
    permit(kind: CallKind | 'list-pipelines', at?: number): Promise<Permit>;
    /**
     * What the service answered a request (200 for a success): a 429 pauses every request of the
     * key (pauseAfter429); any other answer ends a pause. Never throws.
     */
    answered(status: number, retryAfterMs?: number): Promise<void>;
    /** The requests of the last hour this machine made with the key, oldest first. */
    lastHour(): Promise<Ticket[]>;
    /**
     * A run of `jobName` starts: its start is noted, and the answer says whether the cadences of
     * the key's jobs on this machine fit the hour, and how many of them there are. Never throws.
     */
    noteStart(jobName: string, reportsPerRun: number): Promise<StartNote>;
    private ensureDir;
    private trouble;
    /** Takes the next ticket, or finds the hour full (see the module's comment). */
    private take;
    /**
     * The tickets below ours, once ours exists: those read before, and any the first listing
     * missed (a folder read while others create files in it may leave out one made meanwhile);
     * 'stale' when a number above ours exists.
     */
    private lookAgain;
    private voidTicket;
    private ticketPath;
    /** The tickets in the ledger (the newest, within the bound) and the highest number taken. */
    private readTickets;
    /** A ticket that counts; undefined for one given up, gone, or not ours. */
    private readTicket;
    /**
     * Removes the tickets that left the hour (and then some), and those given up, always keeping
     * the highest number, so the next is never one taken before. A ticket left empty by a process
     * that died as it wrote it goes once it is an hour older than the newest, by the files' times.
     */
    private cleanUp;
    private readPause;
    private readJob;
    /** The other jobs of the key on this machine (the bounded few), forgetting long-silent ones. */
    private otherJobs;
}
