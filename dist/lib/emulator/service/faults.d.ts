/** Injected faults, consumed in the order they were added. */
import type { Fault } from './types.js';
export declare function describeFault(f: Fault): string;
export declare class FaultBook {
    private faults;
    add(f: Fault): void;
    /** The faults still to be played, each with the uses it has left. */
    pending(): Array<Fault & {
        left: number;
    }>;
    clear(): void;
    /** Takes one use of the first fault that applies to this request. */
    take(path: string, isEnd: boolean): Fault | undefined;
}
