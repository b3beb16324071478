import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * One titled block of the page (a card with an h2). Its id is the address's anchor
 * (`/settings/integrations#alerts`); focusable, so arriving by that anchor puts focus here.
 */
export function IntegrationSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card
      id={id}
      role="region"
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      className="scroll-mt-20 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <CardHeader>
        <CardTitle as="h2" id={`${id}-title`} className="text-lg">
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">{children}</CardContent>
    </Card>
  );
}
