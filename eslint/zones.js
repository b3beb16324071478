// Which folders may import which, checked by import-x/no-restricted-paths on the file an import
// resolves to: a relative path, an '@/' alias and a re-export all count the same. Every zone lives
// in one rule configuration, so no file group's zones can replace another's.
import { readdirSync } from 'node:fs';
import path from 'node:path';

const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';

/**
 * The server's layers, outermost first (docs/architecture.md): a layer may import the layers
 * after it, never those before it. Paths are relative to apps/server/src; every entry of that
 * folder belongs to exactly one layer (the lint test checks it).
 */
export const SERVER_LAYERS = [
  {
    name: 'entry points',
    paths: ['cli.ts', 'cli', 'wiring.ts', 'bench.ts', 'eval-classifier.ts', 'http', 'jobs'],
  },
  { name: 'use-cases', paths: ['use-cases'] },
  {
    name: 'adapters',
    paths: [
      'alert-channels',
      'collectors',
      'writers',
      'classifiers',
      'mail',
      'billing',
      'auth',
      'insights-test',
      'reporting',
      'doctor',
    ],
  },
  { name: 'shared modules', paths: ['env.ts', 'env-problems.ts', 'time.ts'] },
];

/** The web app's shared code, which serves features and the app shell and knows neither. */
export const WEB_SHARED = ['components', 'hooks', 'lib', 'content', 'test'];

const either = new Intl.ListFormat('en', { type: 'disjunction' });

const inServer = (paths) => paths.map((p) => `${SERVER}/${p}`);
const inWeb = (paths) => paths.map((p) => `${WEB}/${p}`);

function serverLayerZones() {
  return SERVER_LAYERS.slice(1).map((layer, index) => {
    const outer = SERVER_LAYERS.slice(0, index + 1);
    return {
      target: inServer(layer.paths),
      from: inServer(outer.flatMap((l) => l.paths)),
      message: `The server's ${layer.name} never import ${either.format(outer.map((l) => l.name))} (docs/architecture.md, server layers): pass what is needed in, or move the code down a layer.`,
    };
  });
}

/** One zone per sub-folder of `dir`: it may import its own folder, no sibling. */
function siblingZones(root, dir, message) {
  const entries = readdirSync(path.join(root, dir), { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({
      target: `${dir}/${entry.name}`,
      from: dir,
      except: [`./${entry.name}`],
      message,
    }));
}

function webZones(root) {
  return [
    {
      target: inWeb(WEB_SHARED),
      from: inWeb(['features', 'app']),
      message:
        'Shared web code (components, hooks, lib) serves features and the app shell and imports neither: move what both need down into components, hooks or lib.',
    },
    {
      target: `${WEB}/features`,
      from: `${WEB}/app`,
      message:
        'A feature never imports the app shell (app/: router, layouts, providers); the shell imports features.',
    },
    ...siblingZones(
      root,
      `${WEB}/features`,
      'No feature imports another feature; move shared code to components, hooks or lib.',
    ),
  ];
}

/** The zones for `root` (the repository), for import-x/no-restricted-paths. */
export function importZones(root) {
  return [
    ...webZones(root),
    ...serverLayerZones(),
    ...siblingZones(
      root,
      `${SERVER}/http/routes`,
      'No route imports another route; share code through a lower layer.',
    ),
  ];
}
