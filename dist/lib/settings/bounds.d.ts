export declare const Bounds: {
    /** How long one call to the service may take. */
    readonly timeoutSeconds: {
        readonly min: 1;
        readonly max: 300;
        readonly unit: "seconds";
    };
    /** Tries per call, the first included. */
    readonly attempts: {
        readonly min: 1;
        readonly max: 10;
        readonly unit: "attempts";
    };
    /** Seconds between heartbeats; 0 sends none. At most a day. */
    readonly heartbeatSeconds: {
        readonly min: 0;
        readonly max: 86400;
        readonly unit: "seconds";
    };
    /** The action's log budget per end report: below 1 KiB the head and tail say nothing. */
    readonly actionLogMaxBytes: {
        readonly min: 1024;
        readonly max: number;
        readonly unit: "bytes";
    };
    /**
     * Jobs sharing the key (a matrix's size): their heartbeats split the hourly limit. A matrix
     * holds at most 256 jobs; other jobs may share the key.
     */
    readonly jobTotal: {
        readonly min: 1;
        readonly max: 1000;
        readonly unit: "jobs";
    };
    /** A GitHub job (check run) id. */
    readonly jobId: {
        readonly min: 1;
        readonly max: number;
    };
};
