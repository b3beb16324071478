import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** One titled block of the settings page (a card with an h2). */
export function SettingsSection({
  title,
  description,
  children,
  id,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  id?: string;
}) {
  return (
    <Card aria-labelledby={id ? `${id}-title` : undefined} role="region">
      <CardHeader>
        <CardTitle as="h2" id={id ? `${id}-title` : undefined} className="text-lg">
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
