import { useState } from 'react';
import { addKeywords } from '@/lib/keywords';

export type KeywordInputState = {
  keywords: readonly string[];
  draft: string;
  setKeywords: (keywords: readonly string[]) => void;
  setDraft: (draft: string) => void;
  /**
   * The keywords a search would use now: the chips plus the text still in the box, so typing a
   * word and pressing Search (without Enter first) searches for it.
   */
  pending: readonly string[];
};

export function useKeywordInput(initial: readonly string[] = []): KeywordInputState {
  const [keywords, setKeywords] = useState<readonly string[]>(initial);
  const [draft, setDraft] = useState('');
  return { keywords, draft, setKeywords, setDraft, pending: addKeywords(keywords, draft) };
}
