/** The stack page of a project: /stacks/{lowercased, URL-encoded name} (spec section 2). */
export const stackPath = (project: string) =>
  `/stacks/${encodeURIComponent(project.toLowerCase())}`;
