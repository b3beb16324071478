import { LockIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/**
 * Spec section 2: the test page shows non-subscribers a blurred subscribe overlay. The page
 * behind it is only a picture: inert, so neither keyboard nor screen reader reaches it.
 */
export function SubscribeOverlay({ children }: { children: ReactNode }) {
  return (
    <div className="relative">
      <div inert aria-hidden="true" className="pointer-events-none select-none blur-sm">
        {children}
      </div>
      <div className="absolute inset-0 flex items-start justify-center bg-background/40 p-4 pt-16">
        <section
          aria-labelledby="insights-subscribe-title"
          className="grid max-w-sm gap-3 rounded-lg border bg-card p-6 text-center shadow-lg"
        >
          <LockIcon aria-hidden="true" className="mx-auto size-6 text-muted-foreground" />
          <h2 id="insights-subscribe-title" className="text-lg font-semibold">
            Subscribe to test insights
          </h2>
          <p className="text-sm text-muted-foreground">
            Running prompts on the OpenAI, Claude and Gemini models is a premium feature.
          </p>
          <Button asChild>
            <Link to="/pricing">View plans</Link>
          </Button>
        </section>
      </div>
    </div>
  );
}
