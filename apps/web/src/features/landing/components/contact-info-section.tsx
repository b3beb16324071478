import { CheckIcon, ContactIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { contactInfo } from '@/content/marketing';

export function ContactInfoSection() {
  return (
    <section aria-labelledby="contact-info-title" className="border-b bg-muted/40">
      <div className="mx-auto grid max-w-5xl items-center gap-8 px-4 py-16 sm:px-6 md:grid-cols-[1fr_auto]">
        <div className="space-y-4">
          <h2 id="contact-info-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {contactInfo.title}
          </h2>
          <p className="text-muted-foreground">{contactInfo.description}</p>
          <ul className="space-y-2">
            {contactInfo.points.map((point) => (
              <li key={point} className="flex items-start gap-2 text-sm">
                <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                {point}
              </li>
            ))}
          </ul>
          <Button asChild variant="outline">
            <Link to={contactInfo.cta.to}>{contactInfo.cta.label}</Link>
          </Button>
        </div>
        <ContactIcon
          aria-hidden="true"
          className="hidden size-32 text-primary/30 md:block"
          strokeWidth={1}
        />
      </div>
    </section>
  );
}
