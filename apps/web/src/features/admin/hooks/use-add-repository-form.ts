import type { AdminRepository } from '@gitsignals/contracts';
import { useState, type FormEvent } from 'react';
import { useAddRepository } from '../api/add-repository';
import {
  addRepositoryErrorsFrom,
  checkAddRepository,
  type AddRepositoryErrors,
} from '../lib/add-repository-errors';

/**
 * The add-a-repository form: checked on submit, then sent; the server's refusal goes under the
 * field it names. On success the URL is cleared (the project stays, to add another) and the
 * repository is announced.
 */
export function useAddRepositoryForm() {
  const add = useAddRepository();
  const [project, setProject] = useState('');
  const [url, setUrl] = useState('');
  const [errors, setErrors] = useState<AddRepositoryErrors>({});
  const [added, setAdded] = useState<{ project: string; repository: AdminRepository } | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    const found = checkAddRepository(project, url);
    setErrors(found);
    setAdded(null);
    if (Object.keys(found).length > 0) {
      const first = event.currentTarget.querySelector<HTMLElement>(
        found.project ? '[name="project"]' : '[name="url"]',
      );
      first?.focus();
      return;
    }
    add.mutate(
      { project: project.trim(), url: url.trim() },
      {
        onSuccess: (answer) => {
          setAdded(answer);
          setUrl('');
        },
        onError: (error) => setErrors(addRepositoryErrorsFrom(error)),
      },
    );
  };

  return { project, setProject, url, setUrl, errors, added, submit, pending: add.isPending };
}
