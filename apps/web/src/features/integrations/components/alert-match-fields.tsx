import type { SignalId } from '@gitsignals/contracts';
import { PROJECT_CATEGORIES, SIGNALS } from '@gitsignals/contracts/constants';
import { useMemo } from 'react';
import { KeywordChipsInput } from '@/components/keywords/keyword-chips-input';
import { MultiSelect } from '@/components/ui/multi-select';
import { useProjects } from '@/hooks/use-projects';
import { useFilterOptions } from '@/hooks/use-projects-metadata';
import type { AlertFormState } from '../hooks/use-alert-form';
import { ChoiceGroup } from './choice-group';
import { FieldError } from './field-error';

const CATEGORY_CHOICES = PROJECT_CATEGORIES.map((category) => ({
  value: category as string,
  label: category,
}));
const SIGNAL_CHOICES = SIGNALS.map((signal) => ({ value: signal.id, label: signal.title }));

/** "Chosen: Uniswap, Aave": the multi-select's trigger only shows how many. */
function Chosen({ names }: { names: readonly string[] }) {
  if (names.length === 0) return null;
  return <p className="text-xs text-muted-foreground">Chosen: {names.join(', ')}</p>;
}

/** Projects and networks from the API, categories and signals from the vocabulary, keywords typed. */
export function AlertMatchFields({ form }: { form: AlertFormState }) {
  const { values, set, errors } = form;
  const projects = useProjects();
  const filters = useFilterOptions();
  const projectOptions = useMemo(
    () => (projects.data ?? []).map((project) => ({ value: project.slug, label: project.name })),
    [projects.data],
  );
  const projectNames = values.projects.map(
    (slug) => projectOptions.find((option) => option.value === slug)?.label ?? slug,
  );

  return (
    <fieldset className="grid grid-cols-1 min-w-0 gap-4 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">What to match</legend>
      <p className="text-xs text-muted-foreground">
        An item is sent when it matches every part you fill in; within a part, any entry will do.
      </p>
      <div className="grid grid-cols-1 gap-1.5">
        <MultiSelect
          label="Projects"
          options={projectOptions}
          value={values.projects}
          onChange={(next) => set('projects', next)}
          searchPlaceholder="Search projects…"
          disabled={!projects.data}
          className="w-full sm:w-64"
        />
        <Chosen names={projectNames} />
        <FieldError id="alert-projects-error" message={errors.fields.projects} />
      </div>
      <div className="grid grid-cols-1 gap-1.5">
        <MultiSelect
          label="Networks"
          options={filters.data?.networks ?? []}
          value={values.networks}
          onChange={(next) => set('networks', next)}
          searchPlaceholder="Search networks…"
          disabled={!filters.data}
          className="w-full sm:w-64"
        />
        <Chosen names={values.networks} />
        <FieldError id="alert-networks-error" message={errors.fields.networks} />
      </div>
      <ChoiceGroup
        multiple
        columns
        legend="Categories"
        name="alert-categories"
        choices={CATEGORY_CHOICES}
        value={values.categories}
        onChange={(next) => set('categories', next)}
        error={errors.fields.categories}
      />
      <ChoiceGroup<SignalId>
        multiple
        columns
        legend="Signals"
        name="alert-signals"
        choices={SIGNAL_CHOICES}
        value={values.signals}
        onChange={(next) => set('signals', next)}
        error={errors.fields.signals}
      />
      <div className="grid grid-cols-1 gap-1.5">
        <span className="text-sm font-medium" id="alert-keywords-label">
          Keywords
        </span>
        <KeywordChipsInput state={form.keywordInput} label="Keywords" />
        <FieldError id="alert-keywords-error" message={errors.fields.keywords} />
      </div>
    </fieldset>
  );
}
