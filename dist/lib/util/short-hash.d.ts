export declare function shortHash(text: string, hexChars: number): string;
