export { inProcessChangeNotices, type ChangeAnnouncer, type ChangeNotices } from './notices';
export { CHANGE_CHANNEL, postgresChangeNotices } from './postgres-notices';
