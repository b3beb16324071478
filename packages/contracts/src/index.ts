export * from './constants';
export * from './common';
export * from './signals';
export * from './feeds';
export * from './projects';
export * from './users';
export * from './quarterly';
export * from './analysis';
