import { useCurrentUser } from '@/hooks/use-current-user';
import { ADMIN_NAV_ITEM, type NavItem } from './nav-items';

/** A menu's items, with the console's link appended when the signed-in account is an admin. */
export function useNavItems(items: readonly NavItem[]): readonly NavItem[] {
  const { data: user } = useCurrentUser();
  return user?.isAdmin ? [...items, ADMIN_NAV_ITEM] : items;
}
