import type { Project } from '@gitsignals/contracts';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type SetStateAction,
} from 'react';
import { useProjects } from '@/hooks/use-projects';
import { emptyListStatus, matchingProjects } from './project-ranking';

const MAX_OPTIONS = 50;

/** What the keyboard handler reads and changes. */
type ListControl = {
  open: boolean;
  query: string | null;
  visible: Project[];
  activeIndex: number;
  setActiveIndex: (index: SetStateAction<number>) => void;
  openList: () => void;
  choose: (project: Project) => void;
  close: () => void;
};

/**
 * ArrowUp/ArrowDown move the active option while focus stays in the text box (opening the list
 * first), Home/End jump, Enter chooses, Escape closes the list and puts back the chosen name.
 */
function onComboboxKey(event: KeyboardEvent<HTMLInputElement>, list: ListControl) {
  const last = Math.max(list.visible.length - 1, 0);
  switch (event.key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      if (!list.open) list.openList();
      else if (down) list.setActiveIndex((i) => Math.min(i + 1, list.visible.length - 1));
      else list.setActiveIndex((i) => Math.max(i - 1, 0));
      break;
    }
    case 'Home':
    case 'End':
      if (!list.open) return;
      event.preventDefault();
      list.setActiveIndex(event.key === 'Home' ? 0 : last);
      break;
    case 'Enter': {
      if (!list.open) return;
      event.preventDefault();
      const project = list.visible[list.activeIndex];
      if (project) list.choose(project);
      break;
    }
    case 'Escape':
      if (!list.open && list.query === null) return;
      event.preventDefault();
      list.close();
      break;
  }
}

/** The state of the project combobox: the typed text, the open list and its active option. */
export function useProjectPicker(value: string | null, onChange: (name: string | null) => void) {
  const generatedId = useId();
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
  const matching = useMemo(() => matchingProjects(sorted, query), [sorted, query]);
  // Hundreds of options with logos make the list slow to open: show the first ones and ask
  // for more letters, the way a search box narrows.
  const visible = matching.slice(0, MAX_OPTIONS);

  useEffect(() => {
    if (!open) return;
    const active = document.getElementById(`${generatedId}-option-${activeIndex}`);
    active?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeIndex, generatedId]);

  const close = () => {
    setOpen(false);
    setQuery(null);
    setActiveIndex(0);
  };
  const openList = () => {
    const chosenIndex = visible.findIndex((project) => project.name === value);
    setActiveIndex(chosenIndex >= 0 ? chosenIndex : 0);
    setOpen(true);
  };
  const choose = (project: Project) => {
    onChange(project.name);
    close();
  };
  const type = (text: string) => {
    setQuery(text);
    setActiveIndex(0);
    setOpen(true);
  };
  const list = { open, query, visible, activeIndex, setActiveIndex, openList, choose, close };

  return {
    ...list,
    generatedId,
    inputRef,
    type,
    hidden: matching.length - visible.length,
    chosen: sorted.find((project) => project.name === value) ?? null,
    status: emptyListStatus(sorted.length, projects),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => onComboboxKey(event, list),
  };
}
