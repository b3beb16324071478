import type { FeedItem } from '@gitsignals/contracts';

/** Spec section 9: the summary fallback uses the first 150 characters of the content. */
export const SUMMARY_FALLBACK_LENGTH = 150;
export const NO_CONTENT_TEXT = 'No content available';
export const NO_SUMMARY_TEXT = 'No summary available';

type TextFields = Pick<FeedItem, 'content' | 'summary'>;

/** Content falls back to the summary, then to 'No content available' (spec section 3). */
export function feedContent(item: TextFields): string {
  const content = item.content.trim();
  if (content) return content;
  const summary = item.summary.trim();
  return summary || NO_CONTENT_TEXT;
}

/**
 * Summary falls back to the first 150 characters of the content (with an ellipsis when longer),
 * else 'No summary available' (spec section 3).
 */
export function feedSummary(item: TextFields): string {
  const summary = item.summary.trim();
  if (summary) return summary;
  const content = item.content.trim();
  if (!content) return NO_SUMMARY_TEXT;
  return content.length > SUMMARY_FALLBACK_LENGTH
    ? `${content.slice(0, SUMMARY_FALLBACK_LENGTH).trimEnd()}…`
    : content;
}

export type SummaryLine = { label: string | null; text: string };

// A list marker at the start of a line: "1.", "2)", "-", "•" or any run of asterisks.
const LEADING_MARKER = /^\s*(?:\d+[.)]\s+|[-•]\s+|\*+\s*)+/;
// "Label: text" where the label is short and is not the scheme of a URL ("https://…").
const LABELLED_LINE = /^([^:\n]{1,60}?):\s+(.+)$/;

/**
 * Spec section 5: leading list numbers and asterisks are removed, and 'label: text' lines become
 * a bold label plus text. Markdown bold markers ("**") are dropped everywhere because the
 * generated summaries sometimes wrap the label in them and we render plain text.
 */
export function cleanSummary(text: string): SummaryLine[] {
  return text
    .split(/\r?\n/)
    .map((raw) => raw.replace(LEADING_MARKER, '').replace(/\*\*/g, '').trim())
    .filter((line) => line.length > 0)
    .map((line) => {
      const match = LABELLED_LINE.exec(line);
      const label = match?.[1]?.trim();
      const rest = match?.[2]?.trim();
      if (label && rest && !/https?$/i.test(label)) return { label, text: rest };
      return { label: null, text: line };
    });
}
