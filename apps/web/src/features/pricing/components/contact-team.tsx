import { MailIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { brand } from '@/content/marketing';
import { pricingCopy } from '../lib/pricing-content';

/** Spec section 2: the contact-team link; the team responds within 24 hours. */
export function ContactTeam() {
  const { contact } = pricingCopy;
  return (
    <section
      aria-labelledby="pricing-contact-title"
      className="mx-auto flex w-full max-w-4xl flex-col items-center gap-3 rounded-lg border bg-primary/5 px-6 py-8 text-center"
    >
      <h2 id="pricing-contact-title" className="text-lg font-semibold">
        {contact.title}
      </h2>
      <p className="max-w-md text-sm text-muted-foreground">{contact.description}</p>
      <Button asChild variant="outline">
        <a href={`mailto:${brand.contactEmail}`}>
          <MailIcon aria-hidden="true" />
          {contact.label}
        </a>
      </Button>
    </section>
  );
}
