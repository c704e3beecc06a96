export declare const BUDGET_BYTES: number;
export declare const PER_PAGE_FILES: string[];
export declare const LAZY_FILES: string[];
export declare function gzipBytes(outputDir: string, files: string[]): { file: string; bytes: number }[];
