export declare function pageFileName(path: string): string;
