export declare function emulatorCommand(o: {
    port: number;
    host?: string;
    apiKey?: string;
    hourlyLimit?: number;
    heartbeatIntervalSeconds?: number;
    env: NodeJS.ProcessEnv;
}): Promise<void>;
export declare function runsCommand(o: {
    url: string;
    json?: boolean;
}): Promise<void>;
