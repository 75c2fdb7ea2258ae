export declare const RUNTIME_CHUNK: string;
export declare function runtimeUrlBeside(bundleUrl: string): string;
