// The selector's test for a headline commit whose message says little, written from the
// issue's examples ("Curent Dev", "wip", "#1127", a branch name, a version alone) before the
// writer's own rule existed, and kept apart from it so the review set does not lean on what the
// writer was tuned to recognise.
import { parseMessage } from '../../src/parse-message';

const FILLER =
  /^(wip|tmp|temp|update[sd]?|fix(es|ed)?|misc|minor|changes?|stuff|cleanup|clean ?up|tweaks?|improvements?|refactor|dev|main|master|develop|test(s|ing)?|save|progress|more|done|work|ok|\.+|-+)$/i;
const TICKET_ONLY = /^(#\d+|[A-Z][A-Z0-9]+-\d+|\(#\d+\))$/;
const VERSION_ONLY = /^v?\d+(\.\d+){1,3}([-+][\w.]+)?$/i;
// "feature/foo-bar", "fix_oracle_v2", "dev-branch": one token with a separator, no spaces.
const BRANCH_NAME = /^[\w.-]+\/[\w./-]+$|^[a-z0-9]+([-_][a-z0-9]+){1,}$/;

/** True when the first line of the message, once its PR number is dropped, says little. */
export function saysLittle(message: string): boolean {
  const msg = parseMessage(message);
  const first = msg.subject.trim();
  const text = msg.text.trim();
  if (text === '' || TICKET_ONLY.test(first)) return true;
  if (FILLER.test(text) || VERSION_ONLY.test(text) || BRANCH_NAME.test(text)) return true;
  const words = text.split(/\s+/).filter((w) => /[a-z]/i.test(w));
  return words.length <= 2;
}
