export declare function loaderDataFilePath(routePath: string, hash: string): string;
export declare function pageFileName(path: string): string;
