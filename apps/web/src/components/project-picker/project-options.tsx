import type { Project } from '@gitsignals/contracts';
import { CheckIcon } from 'lucide-react';
import { ProjectLogo } from '@/components/project-logo';
import { cn } from '@/lib/cn';

type ProjectOptionsProps = {
  listId: string;
  optionId: (index: number) => string;
  visible: Project[];
  /** How many matching projects are left out of the list. */
  hidden: number;
  activeIndex: number;
  value: string | null;
  /** What an empty list says. */
  status: string;
  onActivate: (index: number) => void;
  onChoose: (project: Project) => void;
};

/** The combobox's listbox popup: the visible options, or why there are none. */
export function ProjectOptions(props: ProjectOptionsProps) {
  const { listId, visible, hidden, status } = props;
  return (
    <ul
      id={listId}
      role="listbox"
      aria-label="Projects"
      className="absolute inset-x-0 top-full z-50 mt-1 max-h-72 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
    >
      {visible.length === 0 ? (
        <li role="presentation" className="px-2 py-6 text-center text-sm text-muted-foreground">
          {status}
        </li>
      ) : (
        visible.map((project, index) => (
          <ProjectOption key={project.slug} {...props} project={project} index={index} />
        ))
      )}
      {hidden > 0 ? (
        <li role="presentation" className="px-2 py-2 text-center text-xs text-muted-foreground">
          {hidden} more: type to narrow the list
        </li>
      ) : null}
    </ul>
  );
}

function ProjectOption({
  project,
  index,
  optionId,
  activeIndex,
  value,
  onActivate,
  onChoose,
}: ProjectOptionsProps & { project: Project; index: number }) {
  return (
    <li
      id={optionId(index)}
      role="option"
      aria-selected={project.name === value}
      // Keeps focus in the text box, so onBlur does not close the list before the click.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => onActivate(index)}
      onClick={() => onChoose(project)}
      className={cn(
        'flex cursor-default select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm',
        index === activeIndex && 'bg-accent text-accent-foreground',
      )}
    >
      <ProjectLogo name={project.name} src={project.iconUrl} size="sm" />
      <span className="min-w-0 flex-1 truncate">{project.name}</span>
      <span className="hidden truncate text-xs text-muted-foreground sm:inline">
        {project.category}
      </span>
      {project.name === value ? <CheckIcon aria-hidden="true" className="size-4 shrink-0" /> : null}
    </li>
  );
}
