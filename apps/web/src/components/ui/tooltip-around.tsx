import type { ReactElement, ReactNode } from 'react';
import {
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
  useInsideTooltipProvider,
} from './tooltip';

/**
 * `DeferredTooltip`'s lazy half. Inside the app shell the one `TooltipProvider` holds it (delays
 * shared across triggers); on public pages, which have no provider, it brings its own.
 */
export default function TooltipAround({
  content,
  children,
}: {
  content: ReactNode;
  children: ReactElement;
}) {
  const tooltip = (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent>{content}</TooltipContent>
    </Tooltip>
  );
  return useInsideTooltipProvider() ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
