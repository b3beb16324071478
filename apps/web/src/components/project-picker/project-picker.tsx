import { ChevronsUpDownIcon, XIcon } from 'lucide-react';
import { ProjectLogo } from '@/components/project-logo';
import { cn } from '@/lib/cn';
import { ProjectOptions } from './project-options';
import { useProjectPicker } from './use-project-picker';

type ProjectPickerProps = {
  /** The chosen project's name, or null when none is chosen. */
  value: string | null;
  onChange: (name: string | null) => void;
  placeholder: string;
  id?: string;
  className?: string;
};

/**
 * A combobox over every tracked project (WAI-ARIA combobox with a listbox popup): typing filters,
 * ArrowUp/ArrowDown move the active option while focus stays in the text box, Enter chooses it,
 * Escape closes the list and puts back the chosen name.
 */
export function ProjectPicker({ value, onChange, placeholder, id, className }: ProjectPickerProps) {
  const picker = useProjectPicker(value, onChange);
  const { generatedId, inputRef, open, query, chosen, activeIndex } = picker;
  const listId = `${generatedId}-list`;
  const optionId = (index: number) => `${generatedId}-option-${index}`;
  const activeOption = open ? picker.visible[activeIndex] : undefined;
  const showsLogo = chosen && query === null;

  return (
    <div className={cn('relative w-full sm:w-72', className)}>
      <div className="relative flex items-center">
        {showsLogo ? (
          <ProjectLogo
            name={chosen.name}
            src={chosen.iconUrl}
            size="sm"
            className="pointer-events-none absolute left-2"
          />
        ) : null}
        <input
          ref={inputRef}
          id={id ?? `${generatedId}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeOption ? optionId(activeIndex) : undefined}
          placeholder={placeholder}
          value={query ?? chosen?.name ?? value ?? ''}
          onChange={(event) => picker.type(event.target.value)}
          onFocus={(event) => event.target.select()}
          onClick={() => (open ? undefined : picker.openList())}
          onBlur={picker.close}
          onKeyDown={picker.onKeyDown}
          className={cn(
            'flex h-9 w-full min-w-0 rounded-md border border-input bg-transparent py-1 pr-16 text-base shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground md:text-sm',
            'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
            showsLogo ? 'pl-10' : 'pl-3',
          )}
        />
        <PickerButtons
          canClear={value !== null}
          onClear={() => {
            onChange(null);
            picker.close();
            inputRef.current?.focus();
          }}
          onToggle={() => {
            if (open) picker.close();
            else picker.openList();
            inputRef.current?.focus();
          }}
        />
      </div>
      {open ? (
        <ProjectOptions
          listId={listId}
          optionId={optionId}
          visible={picker.visible}
          hidden={picker.hidden}
          activeIndex={activeIndex}
          value={value}
          status={picker.status}
          onActivate={picker.setActiveIndex}
          onChoose={picker.choose}
        />
      ) : null}
    </div>
  );
}

/** Clear (when a project is chosen) and the open/close chevron, both keeping focus in the box. */
function PickerButtons(props: { canClear: boolean; onClear: () => void; onToggle: () => void }) {
  return (
    <div className="absolute right-1 flex items-center">
      {props.canClear ? (
        <button
          type="button"
          aria-label="Clear project"
          onMouseDown={(event) => event.preventDefault()}
          onClick={props.onClear}
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
        onClick={props.onToggle}
        className="inline-flex size-7 items-center justify-center text-muted-foreground"
      >
        <ChevronsUpDownIcon className="size-4" />
      </button>
    </div>
  );
}
