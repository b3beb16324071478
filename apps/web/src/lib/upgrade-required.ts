import { toast } from './toast';

/**
 * Spec sections 6 and 8: a feature the plan does not include ('Access Denied'). One toast id, so
 * the page's own check and a 403 answer arriving together show it once.
 */
export function showUpgradeRequired(): void {
  toast.error('Access Denied', {
    id: 'access-denied',
    description: 'Please upgrade your plan to access this feature.',
  });
}
