import type { toast as sonnerToast } from 'sonner';

type Toast = typeof sonnerToast;

// sonner (~9 KB gzip) loads with the first toast, not with the page: the providers mount its
// `Toaster` lazily, and a toast raised before the `Toaster` subscribes is shown when it does
// (sonner replays active toasts to a late subscriber). Code above the router (session, auth
// errors) toasts through this; feature code, already lazy, imports sonner itself (ADR 044).
const load = () => import('sonner').then((module) => module.toast);

export const toast = {
  success: (...args: Parameters<Toast['success']>) => void load().then((t) => t.success(...args)),
  error: (...args: Parameters<Toast['error']>) => void load().then((t) => t.error(...args)),
  warning: (...args: Parameters<Toast['warning']>) => void load().then((t) => t.warning(...args)),
};
