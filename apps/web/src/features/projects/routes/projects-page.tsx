import { ComingSoon } from '@/components/coming-soon';

/** Projects (/projects). Placeholder: the projects issue replaces this file. */
export default function ProjectsPage() {
  return <ComingSoon title="Projects" />;
}
