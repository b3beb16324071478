import { discovery } from '@/content/marketing';
import { FeatureCardGrid } from './feature-card-grid';
import { SectionHeading } from './section-heading';

export function DiscoverySection() {
  return (
    <section aria-labelledby="discovery-title" className="border-b">
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-16 sm:px-6">
        <SectionHeading
          id="discovery-title"
          title={discovery.title}
          description={discovery.description}
        />
        <FeatureCardGrid cards={discovery.cards} className="lg:grid-cols-3" />
      </div>
    </section>
  );
}
