// The about page's longer lists, each from src/content/about.ts.
import { ArrowRightIcon, MailIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { about } from '@/content/about';
import { brand } from '@/content/marketing';

export function UseCaseCards() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {about.useCases.cases.map((useCase) => (
        <li
          key={useCase.title}
          className="flex flex-col gap-2 rounded-lg border bg-card p-5 shadow-xs"
        >
          <Badge variant="outline">{useCase.team}</Badge>
          <h3 className="font-semibold">{useCase.title}</h3>
          <p className="text-sm text-pretty text-muted-foreground">{useCase.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function ResearchLinks() {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {about.research.links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className="group flex h-full flex-col gap-1 rounded-lg border bg-card p-4 shadow-xs outline-none hover:border-primary/40 hover:bg-accent/40 focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <span className="flex items-center gap-1 font-medium group-hover:text-primary">
              {link.label}
              <ArrowRightIcon aria-hidden="true" className="size-4" />
            </span>
            <span className="text-sm text-muted-foreground">{link.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A timeline: live items have a filled dot and the live badge. */
export function Roadmap() {
  return (
    <ol className="relative space-y-6 border-l pl-6">
      {about.roadmap.items.map((item) => (
        <li key={item.when} className="relative">
          <span
            aria-hidden="true"
            className={
              item.live
                ? 'absolute top-1.5 -left-[1.95rem] size-3 rounded-full bg-primary ring-4 ring-primary/20'
                : 'absolute top-1.5 -left-[1.95rem] size-3 rounded-full border-2 border-muted-foreground/50 bg-background'
            }
          />
          <p className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
            {item.when}
            {item.live ? <Badge>{about.roadmap.liveLabel}</Badge> : null}
          </p>
          <h3 className="font-semibold">{item.title}</h3>
          {item.text ? (
            <p className="text-sm text-pretty text-muted-foreground">{item.text}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** The e-mail button, then the contact page links. */
export function ContactButtons() {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button asChild>
        <a href={`mailto:${brand.contactEmail}`}>
          <MailIcon aria-hidden="true" />
          {about.contact.emailLabel}
        </a>
      </Button>
      {about.contact.links.map((link) => (
        <Button key={link.to} asChild variant="outline">
          <Link to={link.to}>{link.label}</Link>
        </Button>
      ))}
    </div>
  );
}
