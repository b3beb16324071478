// Words people type for a kind of change ("security", "oracle changes", "tokenomics"), mapped to
// the engine's signals: an answer naming a kind of change matches the items the engine gave
// that signal, rather than every text that happens to contain the word. The words of each
// signal are its id, its title and its aliases in the registry.
import { SIGNAL_IDS, SIGNAL_REGISTRY, type SignalId } from '@gitsignals/domain';

/** Lower case, letters and digits only: "Cross-Chain" and "cross chain" compare equal. */
export const squash = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '');

const BY_WORD = new Map<string, SignalId[]>();
for (const id of SIGNAL_IDS) {
  const { title, aliases } = SIGNAL_REGISTRY[id];
  const words = [id.replace(/_/g, ' '), title, ...aliases];
  for (const word of words) {
    const key = squash(word);
    const ids = BY_WORD.get(key) ?? [];
    if (!ids.includes(id)) ids.push(id);
    BY_WORD.set(key, ids);
  }
}

/** The signals an answer term names ("Security fixes" → security_fix), none for a plain name. */
export function signalsNamedBy(term: string): SignalId[] {
  return BY_WORD.get(squash(term)) ?? [];
}
