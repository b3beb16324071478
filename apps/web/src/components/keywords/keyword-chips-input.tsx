import { XIcon } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { addKeywords, removeKeyword } from '@/lib/keywords';
import type { KeywordInputState } from './use-keyword-input';

export const KEYWORD_HINT = 'Separate keywords with Enter';

type KeywordChipsInputProps = {
  state: KeywordInputState;
  /** Accessible name of the text box. */
  label: string;
  /** Enter in an empty box: the caller searches. */
  onSubmit?: () => void;
  disabled?: boolean;
  className?: string;
};

/**
 * Keywords as removable chips (spec section 5): Enter adds the trimmed text unless it is blank or
 * already listed; Backspace in an empty box removes the last chip; leaving the box keeps what was
 * typed as a chip instead of dropping it.
 */
export function KeywordChipsInput({
  state,
  label,
  onSubmit,
  disabled,
  className,
}: KeywordChipsInputProps) {
  const { keywords, draft, setKeywords, setDraft } = state;
  const inputRef = useRef<HTMLInputElement>(null);

  const commitDraft = () => {
    const next = addKeywords(keywords, draft);
    if (next !== keywords) setKeywords(next);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // The box sits in a form: Enter adds a chip, it only searches when the box is empty.
      event.preventDefault();
      if (draft.trim()) commitDraft();
      else onSubmit?.();
    } else if (event.key === 'Backspace' && draft === '' && keywords.length > 0) {
      setKeywords(keywords.slice(0, -1));
    }
  };

  return (
    <div
      className={cn(
        'flex min-h-9 w-full flex-wrap items-center gap-1.5 rounded-md border border-input bg-background px-2 py-1.5 shadow-xs transition-[color,box-shadow]',
        'focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50',
        disabled && 'opacity-50',
        className,
      )}
      onClick={() => inputRef.current?.focus()}
    >
      {keywords.length > 0 ? (
        <ul aria-label="Keywords" className="contents">
          {keywords.map((keyword) => (
            <li
              key={keyword}
              className="inline-flex max-w-full items-center gap-1 rounded-md bg-secondary py-0.5 pr-0.5 pl-2 text-xs font-medium text-secondary-foreground"
            >
              <span className="truncate">{keyword}</span>
              <button
                type="button"
                disabled={disabled}
                aria-label={`Remove keyword ${keyword}`}
                onClick={(event) => {
                  event.stopPropagation();
                  setKeywords(removeKeyword(keywords, keyword));
                  inputRef.current?.focus();
                }}
                className="inline-flex size-5 items-center justify-center rounded-sm text-muted-foreground outline-none hover:bg-background hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <XIcon aria-hidden="true" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        ref={inputRef}
        type="text"
        enterKeyHint="enter"
        aria-label={label}
        placeholder={KEYWORD_HINT}
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={commitDraft}
        className="h-6 min-w-[10rem] flex-1 bg-transparent px-1 text-base outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed md:text-sm"
      />
    </div>
  );
}
