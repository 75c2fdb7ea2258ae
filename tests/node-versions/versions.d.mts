export const VERSIONS: readonly string[];
export const FILES: readonly string[];
export const TIMEOUT_MS: number;
export function missingFiles(): string[];
export function stopAll(): void;
export function runVersion(
  major: string,
): Promise<{ passed: boolean; line: string; output: string }>;
