import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseProjectFilters,
  writeProjectFilters,
  type ProjectFilters,
} from '../lib/filter-projects';

/** Filters in the URL (?category=DEX&network=Ethereum): shareable and kept across reloads. */
export function useProjectFilters(): [ProjectFilters, (next: ProjectFilters) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the params' identity
  const filters = useMemo(() => parseProjectFilters(params), [key]);
  const setFilters = useCallback(
    (next: ProjectFilters) =>
      setParams((current) => writeProjectFilters(current, next), { replace: true }),
    [setParams],
  );
  return [filters, setFilters];
}
