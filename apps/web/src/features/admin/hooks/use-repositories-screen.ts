import { useDeferredValue, useState } from 'react';
import { useAdminRepositories } from '../api/get-admin-repositories';

/** The repositories screen's search and page; a new search starts at page 1. */
export function useRepositoriesScreen() {
  const [search, setSearchValue] = useState('');
  const [page, setPage] = useState(1);
  // Typing stays responsive; the list follows the text a moment later.
  const deferredSearch = useDeferredValue(search);
  const query = useAdminRepositories({ search: deferredSearch, page });
  const setSearch = (value: string) => {
    setSearchValue(value);
    setPage(1);
  };
  return { search, setSearch, page, setPage, query };
}
