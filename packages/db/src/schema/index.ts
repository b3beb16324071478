export * from './auth';
export * from './projects';
export * from './activity';
export * from './feed';
export * from './user-content';
export * from './analyses';
export * from './network';
export * from './billing';
