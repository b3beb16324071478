import { StackProfile } from '../components/stack-profile';

/** The lending project /stack-example shows (spec: one lending project). */
export const EXAMPLE_PROJECT = 'Aave';

/** /stack-example: a sample stack page, rendered from Aave's real profile. */
export default function StackExamplePage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
      <StackProfile
        project={EXAMPLE_PROJECT}
        heading="Project Stack"
        subtitle={`${EXAMPLE_PROJECT}: the technologies its repositories use, by category.`}
      />
    </div>
  );
}
