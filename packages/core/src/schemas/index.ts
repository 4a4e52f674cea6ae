import './swedish-errors.ts';

export * from './swedish-errors.ts';
export * from './common.ts';
export * from './auth.ts';
export * from './errors.ts';
export * from './club.ts';
export * from './course.ts';
export * from './sailor.ts';
export * from './boat-model.ts';
export * from './boat.ts';
export * from './feedback.ts';
export * from './series.ts';
export * from './sailing.ts';
export * from './start-group.ts';
export * from './competitor.ts';
export * from './search.ts';
export * from './index-data.ts';
export * from './results.ts';
