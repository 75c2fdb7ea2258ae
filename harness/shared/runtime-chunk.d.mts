export declare const RUNTIME_CHUNK: string;
export declare function runtimeUrlBeside(bundleUrl: string): string;
export declare const EMBED_LOADER: string;
export declare function embedUrlBeside(bundleUrl: string): string;
