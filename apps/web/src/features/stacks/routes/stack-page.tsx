import { useParams } from 'react-router';
import { SubscriptionGate } from '@/components/subscription-gate';
import { useTechnologyProfile } from '../api/get-technology-profile';
import { StackProfile } from '../components/stack-profile';

/** Mounted only past the gate, so the premium profile is asked for only by subscribers. */
function ProjectStack({ project }: { project: string }) {
  return <StackProfile project={project} query={useTechnologyProfile(project)} />;
}

/**
 * /stacks/{projectName} and /profile/{projectName}/technologies: one project's stack. Spec
 * section 2: a signed-in user without an active subscription goes to /pricing (history replaced).
 */
export default function StackPage() {
  const { projectName = '' } = useParams();
  // Keyed by project: a new project starts with a fresh search and all sections open.
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
      <SubscriptionGate>
        <ProjectStack key={projectName.toLowerCase()} project={projectName} />
      </SubscriptionGate>
    </div>
  );
}
