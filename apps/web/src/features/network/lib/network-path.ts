/** A project's contacts page: /network/{lowercased, URL-encoded name} (spec section 2). */
export const networkPath = (project: string) =>
  `/network/${encodeURIComponent(project.toLowerCase())}`;

/** The project's stack page, /stacks/{lowercased, URL-encoded name} (the 'View stack' link). */
export const stackPathOf = (project: string) =>
  `/stacks/${encodeURIComponent(project.toLowerCase())}`;
