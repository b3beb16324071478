import { useSession } from '@/hooks/use-session';

// Every key names the user, so signing out drops these answers with the rest of the account's
// (use-session.tsx removes each query whose key holds the user id).
export const alertsKey = (userId: string) => ['users', userId, 'alerts'] as const;
export const alertDeliveriesKey = (userId: string, alertId: string) =>
  ['users', userId, 'alerts', alertId, 'deliveries'] as const;
export const telegramChatsKey = (userId: string) => ['users', userId, 'telegram-chats'] as const;
export const telegramLinkKey = (userId: string, code: string) =>
  ['users', userId, 'telegram-links', code] as const;
export const apiTokensKey = (userId: string) => ['users', userId, 'api-tokens'] as const;
export const personalFeedKey = (userId: string) => ['users', userId, 'feed-token'] as const;

/** The signed-in user's id ('' while there is none: the page sits behind the login guard). */
export function useUserId(): string {
  const session = useSession();
  return session.status === 'authenticated' ? session.user.id : '';
}
