import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { ProjectPickerForm } from '@/components/project-picker-form';
import { NetworkProjectList } from '../components/network-project-list';
import { networkPath } from '../lib/network-path';

/** /network: find a project's contacts, or open one of the projects that have some. */
export default function NetworkPage() {
  const navigate = useNavigate();
  const [project, setProject] = useState<string | null>(null);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-12 sm:px-6 lg:py-16">
      <PageTitle title="Network" />
      <header className="mx-auto max-w-3xl space-y-2 text-center">
        <h1 className="text-3xl font-semibold tracking-tight">Discover Web3 Project Contacts</h1>
        <p className="text-muted-foreground">
          The people behind a project: imported business contacts, and the core contributors its
          commit history shows.
        </p>
      </header>
      <div className="mx-auto w-full max-w-3xl">
        <ProjectPickerForm
          id="network-project"
          value={project}
          onChange={setProject}
          placeholder="Search for a project..."
          submitLabel="Find Contacts"
          onSubmit={(chosen) => void navigate(networkPath(chosen))}
          stretch
        />
      </div>
      <NetworkProjectList />
    </div>
  );
}
