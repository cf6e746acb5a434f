import type { Answer, EmulatorState } from './state.js';
interface LivePage {
    /** The page's view (200), or why there is none (404). */
    view(state: EmulatorState, query: URLSearchParams): Answer;
    render(view: unknown): string;
}
export declare const LIVE_PAGES: Readonly<Record<string, LivePage>>;
export {};
