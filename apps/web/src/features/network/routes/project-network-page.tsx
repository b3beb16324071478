import { useParams } from 'react-router';
import { SubscriptionGate } from '@/components/subscription-gate';
import { ProjectContactsLoader } from '../components/project-contacts';

/**
 * /network/{projectName}: one project's contacts. Spec section 2: it needs an active
 * subscription, else the user goes to /pricing (history replaced).
 */
export default function ProjectNetworkPage() {
  const { projectName = '' } = useParams();
  // Keyed by project: a new project starts with a fresh search.
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
      <SubscriptionGate>
        <ProjectContactsLoader key={projectName.toLowerCase()} project={projectName} />
      </SubscriptionGate>
    </div>
  );
}
