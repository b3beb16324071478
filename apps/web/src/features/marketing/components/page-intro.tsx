import type { ReactNode } from 'react';
import { PageTitle } from '@/components/page-title';

/** The top of a marketing page, in the landing hero's manner: title, one paragraph, actions. */
export function PageIntro({
  title,
  description,
  eyebrow,
  children,
}: {
  title: string;
  description: ReactNode;
  eyebrow?: string;
  children?: ReactNode;
}) {
  return (
    <header className="border-b bg-gradient-to-b from-primary/5 to-background">
      <PageTitle title={title} />
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-12 text-center sm:px-6 sm:py-16">
        {eyebrow ? <p className="text-sm font-medium text-primary">{eyebrow}</p> : null}
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        <p className="max-w-2xl text-lg text-pretty text-muted-foreground">{description}</p>
        {children}
      </div>
    </header>
  );
}
