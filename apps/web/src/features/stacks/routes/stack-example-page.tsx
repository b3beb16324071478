import { STACK_EXAMPLE_PAGE_PROJECT } from '@gitsignals/contracts/constants';
import { useStackExample } from '../api/get-stack-example';
import { StackProfile } from '../components/stack-profile';

/**
 * /stack-example: a sample stack page, rendered from a lending project's real profile. Spec
 * route table: sign-in only, so a free account sees it too (the server answers the sample to
 * any signed-in user; a stack of one's choosing stays premium).
 */
export default function StackExamplePage() {
  const query = useStackExample();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
      <StackProfile
        project={STACK_EXAMPLE_PAGE_PROJECT}
        query={query}
        heading="Project Stack"
        subtitle={`${STACK_EXAMPLE_PAGE_PROJECT}: the technologies its repositories use, by category.`}
      />
    </div>
  );
}
