import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { closingCta } from '@/content/marketing';

export function ClosingCtaSection() {
  return (
    <section aria-labelledby="closing-cta-title">
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <div className="flex flex-col items-center gap-4 rounded-lg border bg-primary/5 px-6 py-10 text-center">
          <h2 id="closing-cta-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {closingCta.title}
          </h2>
          <p className="max-w-xl text-muted-foreground">{closingCta.description}</p>
          <Button asChild size="lg">
            <Link to={closingCta.cta.to}>
              {closingCta.cta.label}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
