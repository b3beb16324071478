// Every console query and mutation handles its own 401/403: a revoked admin sees the "Admins only"
// page or the screen's error, not the pricing page the app's shared handler would send them to.
export const adminMeta = { authErrors: 'local' } as const;

export const adminKey = (...parts: (string | number)[]) => ['admin', ...parts] as const;
