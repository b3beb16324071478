// The dataset's projects as day histories, read on first use and kept: the selector and the
// renderer visit a project several times.
import { readCatalog, readProjectActivity, type CatalogProject } from './dataset-projects';
import { historyOf, type ProjectHistory } from './project-days';

export interface Histories {
  catalog: CatalogProject[];
  historyOf(slug: string): ProjectHistory;
}

export function loadHistories(): Histories {
  const catalog = readCatalog();
  const bySlug = new Map(catalog.map((c) => [c.project.slug, c]));
  const cache = new Map<string, ProjectHistory>();
  return {
    catalog,
    historyOf(slug) {
      let h = cache.get(slug);
      if (h === undefined) {
        const entry = bySlug.get(slug);
        if (entry === undefined) throw new Error(`no project ${slug} in data/activity`);
        const { commits, tags } = readProjectActivity(entry);
        h = historyOf(entry.project, commits, tags);
        cache.set(slug, h);
      }
      return h;
    },
  };
}
