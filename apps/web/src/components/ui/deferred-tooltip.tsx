import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';

// Radix's tooltip brings its popper (floating-ui) and dismissable layer: ~20 KB gzip the landing
// does not need to paint. The trigger renders at once; the tooltip wraps it once its module has
// loaded, right after the first render (ADR 044).
const TooltipAround = lazy(() => import('./tooltip-around'));

/** A tooltip whose code loads after the first paint; `children` is its one trigger element. */
export function DeferredTooltip({
  content,
  children,
}: {
  content: ReactNode;
  children: ReactElement;
}) {
  return (
    <Suspense fallback={children}>
      <TooltipAround content={content}>{children}</TooltipAround>
    </Suspense>
  );
}
