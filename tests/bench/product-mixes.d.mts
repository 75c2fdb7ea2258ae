export const PRODUCT_MIXES: Readonly<Record<string, readonly string[]>>;
