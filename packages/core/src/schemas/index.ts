import './swedish-errors.ts';

export * from './swedish-errors.ts';
export * from './auth.ts';
export * from './errors.ts';
