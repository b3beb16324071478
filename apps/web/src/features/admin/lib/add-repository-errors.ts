import { ApiError } from '@/lib/api-client';

export type AddRepositoryField = 'project' | 'url';

/** What the add form shows: a message under one field, or one for the whole form. */
export type AddRepositoryErrors = Partial<Record<AddRepositoryField | 'form', string>>;

/** A slug is one word: no spaces or slashes (the server says whether the project exists). */
const SLUG = /^[^\s/]+$/;

/** Checks before asking the server: both fields filled, the project a slug. */
export function checkAddRepository(project: string, url: string): AddRepositoryErrors {
  const errors: AddRepositoryErrors = {};
  if (project.trim() === '') errors.project = 'Enter the project’s slug, e.g. uniswap.';
  else if (!SLUG.test(project.trim()))
    errors.project = 'A slug is one word without spaces or “/”, e.g. uniswap.';
  if (url.trim() === '')
    errors.url = 'Enter a git URL (https://…) or the absolute path of a repository on the server.';
  return errors;
}

/**
 * The server's refusal, placed: a 400 names its field first ("url: …", "project: …"), which goes
 * under that field without the prefix; a 409 (the project has it already) and anything else
 * goes above the button.
 */
export function addRepositoryErrorsFrom(error: unknown): AddRepositoryErrors {
  if (!(error instanceof ApiError)) return { form: 'The repository could not be added.' };
  const field = /^(project|url)\s*:\s*/i.exec(error.message);
  if (error.status === 400 && field) {
    const name = field[1]!.toLowerCase() as AddRepositoryField;
    return { [name]: capitalise(error.message.slice(field[0].length)) };
  }
  if (error.status === 409) return { form: `Already there: ${error.message}` };
  return { form: error.message };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
