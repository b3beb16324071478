// Every value placed into an e-mail's HTML goes through this: names, titles and summaries come
// from users and from commit messages.
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
