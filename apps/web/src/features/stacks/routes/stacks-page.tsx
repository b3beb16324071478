import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { ProjectPickerForm } from '@/components/project-picker-form';
import { StackExampleCards } from '../components/stack-example-cards';
import { stackPath } from '../lib/stack-path';

/** /stacks: pick a project and open its technology stack, or start from an example. */
export default function StacksPage() {
  const navigate = useNavigate();
  const [project, setProject] = useState<string | null>(null);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-12 sm:px-6 lg:py-20">
      <PageTitle title="Stacks" />
      <header className="space-y-2 text-center">
        <h1 className="text-3xl font-semibold tracking-tight">Explore Project Tech Stacks</h1>
        <p className="text-muted-foreground">
          The chains, oracles, bridges, frameworks and tools a project&apos;s repositories use, read
          from their manifests and files.
        </p>
      </header>
      <ProjectPickerForm
        id="stacks-project"
        value={project}
        onChange={setProject}
        placeholder="Search for a project..."
        submitLabel="Analyze Stack"
        onSubmit={(chosen) => void navigate(stackPath(chosen))}
        stretch
      />
      <StackExampleCards />
    </div>
  );
}
