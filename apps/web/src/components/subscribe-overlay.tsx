import { LockIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

type SubscribeOverlayProps = {
  /** The overlay's heading, e.g. 'Subscribe to test insights'. */
  title: string;
  /** One sentence on what the subscription unlocks here. */
  description: ReactNode;
  /** The page as a subscriber would see it, shown blurred behind the overlay. */
  children: ReactNode;
};

/**
 * Spec section 2: premium pages (the insights test, project subscriptions) show non-subscribers a
 * blurred subscribe overlay. The page behind it is only a picture: inert, so neither keyboard,
 * pointer nor screen reader reaches it; the overlay's link to /pricing is the one thing to use.
 */
export function SubscribeOverlay({ title, description, children }: SubscribeOverlayProps) {
  const titleId = useId();
  return (
    <div className="relative">
      <div inert aria-hidden="true" className="pointer-events-none select-none blur-sm">
        {children}
      </div>
      <div className="absolute inset-0 flex items-start justify-center bg-background/40 p-4 pt-16">
        {/* Sticky: on a long page the offer stays in view while the reader scrolls. */}
        <section
          aria-labelledby={titleId}
          className="sticky top-16 grid max-w-sm gap-3 rounded-lg border bg-card p-6 text-center shadow-lg"
        >
          <LockIcon aria-hidden="true" className="mx-auto size-6 text-muted-foreground" />
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{description}</p>
          <Button asChild>
            <Link to="/pricing">View plans</Link>
          </Button>
        </section>
      </div>
    </div>
  );
}
