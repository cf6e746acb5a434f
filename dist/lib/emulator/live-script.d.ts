export declare const LIVE_PAGE_SCRIPT: string;
