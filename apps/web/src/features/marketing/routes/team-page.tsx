import { ArrowRightIcon, MailIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { brand } from '@/content/marketing';
import { team } from '@/content/team';
import { PageIntro } from '../components/page-intro';
import { TeamAvatar } from '../components/team-avatar';
import { WithEmail } from '../components/with-email';

/** /team (spec section 2: 'Meet the Team', four cards: CEO, CTO, CPO, AI Advisor). */
export default function TeamPage() {
  return (
    <>
      <PageIntro title={team.title} description={team.description} />
      <section aria-label="Team members" className="border-b">
        <ul className="mx-auto grid max-w-6xl gap-4 px-4 py-12 sm:grid-cols-2 sm:px-6 sm:py-16 lg:grid-cols-4">
          {team.members.map((member) => (
            <li
              key={member.role}
              className="flex flex-col items-center gap-4 rounded-lg border bg-card p-6 text-center shadow-xs"
            >
              <TeamAvatar member={member} />
              <div className="space-y-1">
                <h2 className="text-lg font-semibold">{member.name ?? member.role}</h2>
                <p className="text-sm font-medium text-primary">
                  {member.name ? member.role : member.roleTitle}
                </p>
              </div>
              <p className="text-sm leading-relaxed text-pretty text-muted-foreground">
                {member.bio}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="team-contact-title">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
          <div className="flex flex-col items-center gap-4 rounded-lg border bg-primary/5 px-6 py-10 text-center">
            <h2 id="team-contact-title" className="text-2xl font-semibold tracking-tight">
              {team.contact.title}
            </h2>
            <p className="max-w-xl text-pretty text-muted-foreground">
              <WithEmail text={team.contact.description} />
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button asChild>
                <a href={`mailto:${brand.contactEmail}`}>
                  <MailIcon aria-hidden="true" />
                  {team.contact.emailLabel}
                </a>
              </Button>
              <Button asChild variant="outline">
                <Link to={team.contact.cta.to}>
                  {team.contact.cta.label}
                  <ArrowRightIcon aria-hidden="true" />
                </Link>
              </Button>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
