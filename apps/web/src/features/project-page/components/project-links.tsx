import { BarChart3Icon, CalendarRangeIcon, LayersIcon, UsersIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** Where to go deeper on this project: the other screens that take a project name. */
export function ProjectLinks({ name }: { name: string }) {
  const param = encodeURIComponent(name);
  const links = [
    { to: `/analysis/${param}`, label: 'Recent analysis', icon: BarChart3Icon },
    { to: `/quarterly-analysis/${param}`, label: 'Quarterly report', icon: CalendarRangeIcon },
    { to: `/stacks/${param}`, label: 'Technology stack', icon: LayersIcon },
    { to: `/network/${param}`, label: 'Contacts', icon: UsersIcon },
  ];
  return (
    <nav aria-label={`More about ${name}`}>
      <ul className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {links.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Button asChild variant="outline" size="sm" className="w-full sm:w-auto">
              <Link to={to}>
                <Icon aria-hidden="true" />
                {label}
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
