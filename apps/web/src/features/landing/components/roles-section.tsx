import { roles } from '@/content/marketing';
import { FeatureCardGrid } from './feature-card-grid';
import { SectionHeading } from './section-heading';

export function RolesSection() {
  return (
    <section aria-labelledby="roles-title" className="border-b">
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-16 sm:px-6">
        <SectionHeading id="roles-title" title={roles.title} description={roles.description} />
        <FeatureCardGrid cards={roles.cards} className="lg:grid-cols-5" />
      </div>
    </section>
  );
}
