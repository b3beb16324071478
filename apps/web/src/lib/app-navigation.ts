/**
 * Navigation for code that lives outside the router tree: the providers (sign-in dialog,
 * session, the shared 401/403 handler in the query client) sit above `<RouterProvider>`, so they
 * cannot call `useNavigate`. main.tsx registers the data router's `navigate` here.
 */
export type AppNavigateOptions = { replace?: boolean; state?: unknown };
type AppNavigator = (to: string, options?: AppNavigateOptions) => void | Promise<void>;

// Before registration (unit tests without a data router) a full page load still gets there.
const documentNavigator: AppNavigator = (to) => window.location.assign(to);

let navigator: AppNavigator = documentNavigator;

export function setAppNavigator(next: AppNavigator): () => void {
  navigator = next;
  return () => {
    if (navigator === next) navigator = documentNavigator;
  };
}

/** Resolves once the router has finished the navigation (lazy route modules included). */
export async function navigateTo(to: string, options?: AppNavigateOptions): Promise<void> {
  await navigator(to, options);
}
