import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { hero } from '@/content/marketing';
import { projectCountClaim } from '@/lib/format';
import { useProjectCount } from '@/hooks/use-projects-metadata';

export function HeroSection() {
  const projectCount = useProjectCount();
  const subtitle =
    projectCount && projectCount > 0
      ? hero.subtitle.replace('{projects}', projectCountClaim(projectCount))
      : hero.subtitleWithoutCount;

  return (
    <section
      aria-labelledby="hero-title"
      className="border-b bg-gradient-to-b from-primary/5 to-background"
    >
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center sm:px-6 sm:py-24">
        <h1 id="hero-title" className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {hero.title}
        </h1>
        <p className="max-w-2xl text-lg text-pretty text-muted-foreground">{subtitle}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={hero.primaryCta.to}>
              {hero.primaryCta.label}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={hero.secondaryCta.to}>{hero.secondaryCta.label}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
