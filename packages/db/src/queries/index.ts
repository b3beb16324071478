export * from './registry';
export * from './activity';
export * from './feed-items';
export { chunk } from './chunk';
export * from './users';
export * from './user-content';
export * from './digests';
export * from './project-activity';
export * from './quarterly';
