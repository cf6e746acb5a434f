import type { Answer, EmulatorState } from '../service/state.js';
interface LivePage {
    /** The page's view (200), or why there is none (404). */
    view(state: EmulatorState, query: URLSearchParams): Answer;
    render(view: unknown): string;
}
export declare const LIVE_PAGES: Readonly<Record<string, LivePage>>;
/** Whether `path` is one of the pages (which answer only a Host that cannot be rebound). */
export declare function isPage(path: string): boolean;
/** A page's HTML with its headers. */
export interface PageAnswer {
    headers: Readonly<Record<string, string>>;
    html: string;
}
/**
 * What a GET of the page at `path` answers: its HTML, or why its view cannot be shown (a JSON
 * answer), or undefined when `path` is no page.
 */
export declare function pageAt(state: EmulatorState, path: string, query: URLSearchParams): PageAnswer | Answer | undefined;
export {};
