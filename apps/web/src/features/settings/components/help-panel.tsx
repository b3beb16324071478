import { LifeBuoyIcon, MailIcon } from 'lucide-react';
import { useId } from 'react';
import { brand } from '@/content/marketing';
import { cn } from '@/lib/cn';

/**
 * The help side panel (spec section 2): fixed at the right on wide screens (the footer leaves it
 * room), a card under the settings on narrow ones.
 */
export function HelpPanel({ className }: { className?: string }) {
  const titleId = useId();
  return (
    <aside aria-labelledby={titleId} className={cn('grid content-start gap-3', className)}>
      <div className="flex items-center gap-2">
        <LifeBuoyIcon aria-hidden="true" className="size-5 text-primary" />
        <h2 id={titleId} className="font-semibold">
          Need help?
        </h2>
      </div>
      <p className="text-sm text-muted-foreground">
        Questions about your account, e-mails or billing? Write to our support team and we will get
        back to you.
      </p>
      <a
        href={`mailto:${brand.contactEmail}`}
        className="inline-flex items-center gap-2 text-sm font-medium break-all text-primary underline-offset-4 hover:underline"
      >
        <MailIcon aria-hidden="true" className="size-4 shrink-0" />
        {brand.contactEmail}
      </a>
    </aside>
  );
}
