import type { Project } from '@gitsignals/contracts';
import { CheckIcon, ChevronsUpDownIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ProjectLogo } from '@/components/project-logo';
import { useProjects } from '@/hooks/use-projects';
import { cn } from '@/lib/cn';

type ProjectPickerProps = {
  /** The chosen project's name, or null when none is chosen. */
  value: string | null;
  onChange: (name: string | null) => void;
  placeholder: string;
  id?: string;
  className?: string;
};

const MAX_OPTIONS = 50;

/**
 * How well a project answers the typed text, lower is better, or null when it does not: names
 * that start with it, then names with a word that starts with it, then any name or slug that
 * contains it ('op' finds Optimism before Ackee Blockchain's tools).
 */
function rankOf(project: Project, query: string): number | null {
  const name = project.name.toLowerCase();
  if (name.startsWith(query)) return 0;
  if (name.split(/[^a-z0-9]+/).some((word) => word.startsWith(query))) return 1;
  if (name.includes(query) || project.slug.toLowerCase().includes(query)) return 2;
  return null;
}

/**
 * A combobox over every tracked project (WAI-ARIA combobox with a listbox popup): typing filters,
 * ArrowUp/ArrowDown move the active option while focus stays in the text box, Enter chooses it,
 * Escape closes the list and puts back the chosen name.
 */
export function ProjectPicker({ value, onChange, placeholder, id, className }: ProjectPickerProps) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const listId = `${generatedId}-list`;
  const optionId = (index: number) => `${generatedId}-option-${index}`;
  const projects = useProjects();
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  // null while the user is not typing: the box then shows the chosen project's name.
  const [query, setQuery] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);

  const sorted = useMemo(
    () => [...(projects.data ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    [projects.data],
  );
  const matching = useMemo(() => {
    const q = (query ?? '').trim().toLowerCase();
    if (!q) return sorted;
    return sorted
      .map((project) => ({ project, rank: rankOf(project, q) }))
      .filter((entry): entry is { project: Project; rank: number } => entry.rank !== null)
      .sort((a, b) => a.rank - b.rank)
      .map((entry) => entry.project);
  }, [sorted, query]);
  // Hundreds of options with logos make the list slow to open: show the first ones and ask
  // for more letters, the way a search box narrows.
  const visible = matching.slice(0, MAX_OPTIONS);
  const hidden = matching.length - visible.length;
  const chosen = sorted.find((project) => project.name === value) ?? null;
  const activeOption = open ? visible[activeIndex] : undefined;

  const close = () => {
    setOpen(false);
    setQuery(null);
    setActiveIndex(0);
  };

  useEffect(() => {
    if (!open) return;
    const active = document.getElementById(`${generatedId}-option-${activeIndex}`);
    active?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeIndex, generatedId]);

  const openList = () => {
    const chosenIndex = visible.findIndex((project) => project.name === value);
    setActiveIndex(chosenIndex >= 0 ? chosenIndex : 0);
    setOpen(true);
  };

  const choose = (project: Project) => {
    onChange(project.name);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else setActiveIndex((i) => Math.min(i + 1, visible.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList();
        else setActiveIndex((i) => Math.max(i - 1, 0));
        break;
      case 'Home':
      case 'End':
        if (!open) return;
        event.preventDefault();
        setActiveIndex(event.key === 'Home' ? 0 : Math.max(visible.length - 1, 0));
        break;
      case 'Enter': {
        if (!open) return;
        event.preventDefault();
        const project = visible[activeIndex];
        if (project) choose(project);
        break;
      }
      case 'Escape':
        if (!open && query === null) return;
        event.preventDefault();
        close();
        break;
    }
  };

  // A failed background refresh keeps the list it had: only an empty list says why it is empty.
  const status =
    sorted.length > 0
      ? 'No project matches.'
      : projects.isPending
        ? 'Loading projects…'
        : projects.isError
          ? 'Projects could not be loaded.'
          : 'No projects yet.';

  return (
    <div className={cn('relative w-full sm:w-72', className)}>
      <div className="relative flex items-center">
        {chosen && query === null ? (
          <ProjectLogo
            name={chosen.name}
            src={chosen.iconUrl}
            size="sm"
            className="pointer-events-none absolute left-2"
          />
        ) : null}
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeOption ? optionId(activeIndex) : undefined}
          placeholder={placeholder}
          value={query ?? chosen?.name ?? value ?? ''}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveIndex(0);
            setOpen(true);
          }}
          onFocus={(event) => event.target.select()}
          onClick={() => (open ? undefined : openList())}
          onBlur={close}
          onKeyDown={onKeyDown}
          className={cn(
            'flex h-9 w-full min-w-0 rounded-md border border-input bg-transparent py-1 pr-16 text-base shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground md:text-sm',
            'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
            chosen && query === null ? 'pl-10' : 'pl-3',
          )}
        />
        <div className="absolute right-1 flex items-center">
          {value !== null ? (
            <button
              type="button"
              aria-label="Clear project"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                onChange(null);
                close();
                inputRef.current?.focus();
              }}
              className="inline-flex size-7 items-center justify-center rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring/50"
            >
              <XIcon aria-hidden="true" className="size-4" />
            </button>
          ) : null}
          <button
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              if (open) close();
              else openList();
              inputRef.current?.focus();
            }}
            className="inline-flex size-7 items-center justify-center text-muted-foreground"
          >
            <ChevronsUpDownIcon className="size-4" />
          </button>
        </div>
      </div>
      {open ? (
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
              <li
                key={project.slug}
                id={optionId(index)}
                role="option"
                aria-selected={project.name === value}
                // Keeps focus in the text box, so onBlur does not close the list before the click.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActiveIndex(index)}
                onClick={() => choose(project)}
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
                {project.name === value ? (
                  <CheckIcon aria-hidden="true" className="size-4 shrink-0" />
                ) : null}
              </li>
            ))
          )}
          {hidden > 0 ? (
            <li role="presentation" className="px-2 py-2 text-center text-xs text-muted-foreground">
              {hidden} more: type to narrow the list
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
