export * from './constants';
export * from './problems';
export * from './public-token';
export * from './schema';
export * from './validate';
