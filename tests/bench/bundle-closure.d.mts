export function gzBytes(bytes: Uint8Array): number;
export function gzFile(file: string): number;
export function staticClosure(entry: string): string[];
export function chunkOf(dist: string, source: string): string;
export function mixFiles(dist: string, sources?: readonly string[]): string[];
export function totalGz(files: readonly string[]): number;
