// What a process does with an empty database and with the address of the app (issue 16): the
// registry alone is loaded unless the demo history is asked for, a database holding only the
// registry still gets the demo when it is asked for later, and every process builds links from
// PUBLIC_URL or the address the server recorded. postgres-deployment.test.ts runs the same with
// real processes on PostgreSQL.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle } from '@gitsignals/db';
import { createTestDatabase } from '@gitsignals/db/testing';
import { readEnv } from '../src/env';
import { publicUrlPortWarning, recordServerUrl, withServerUrl } from '../src/cli/public-url';
import { demoImportDue } from '../src/use-cases/operator-commands/index';
import {
  loadRegistryIfEmpty,
  registryLoadedLine,
} from '../src/use-cases/demo-import/registry-only';
import { rawQuery } from './digest-fixtures';

describe('IMPORT_DEMO', () => {
  it('defaults to on for the embedded database and off on PostgreSQL', () => {
    expect(readEnv({}).IMPORT_DEMO).toBe(true);
    expect(readEnv({ DATABASE_URL: 'postgres://db.example/gitsignals' }).IMPORT_DEMO).toBe(false);
  });

  it('does what it says when set, and SKIP_DEMO_IMPORT=true still turns it off', () => {
    const pg = 'postgres://db.example/gitsignals';
    expect(readEnv({ DATABASE_URL: pg, IMPORT_DEMO: 'true' }).IMPORT_DEMO).toBe(true);
    expect(readEnv({ IMPORT_DEMO: 'false' }).IMPORT_DEMO).toBe(false);
    expect(readEnv({ SKIP_DEMO_IMPORT: 'true' }).IMPORT_DEMO).toBe(false);
  });
});

describe('an empty database', () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await createTestDatabase();
  });
  afterEach(async () => handle.close());

  it('gets the registry alone, once, and the demo is still due for a later import', async () => {
    const demoDataDir = readEnv({}).DEMO_DATA_DIR;
    const loaded = await loadRegistryIfEmpty(handle, demoDataDir);
    expect(loaded?.projects).toBeGreaterThan(500);
    expect(registryLoadedLine(loaded!)).toMatch(
      /^Loaded the project registry into the empty database: [\d,]+ projects, [\d,]+ repositories\. The demo history is not imported \(set IMPORT_DEMO=true/,
    );
    const [counts] = await rawQuery<{ projects: string; commits: string }>(
      handle,
      'select (select count(*) from projects) as projects, (select count(*) from commits) as commits',
    );
    expect(Number(counts!.projects)).toBe(loaded!.projects);
    expect(Number(counts!.commits)).toBe(0);
    expect(await loadRegistryIfEmpty(handle, demoDataDir)).toBeNull();
    // The registry alone is no history: IMPORT_DEMO=true later still imports the demo.
    expect(await demoImportDue(handle)).toBe('first');
  });
});

describe('the address links use', () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await createTestDatabase();
  });
  afterEach(async () => handle.close());

  it('is PUBLIC_URL when set, else what the server recorded, else the default with a warning', async () => {
    const said: string[] = [];
    const say = (line: string) => said.push(line);
    const unset = readEnv({ PORT: '3000' });
    expect((await withServerUrl(unset, handle, say)).PUBLIC_URL).toBeUndefined();
    expect(said).toEqual([
      'PUBLIC_URL is not set and no server has recorded its address yet: links in e-mails will point at http://localhost:3000. Set PUBLIC_URL to the address users reach the app at.',
    ]);

    await recordServerUrl(handle, readEnv({ PORT: '0' }), 3945);
    said.length = 0;
    expect((await withServerUrl(unset, handle, say)).PUBLIC_URL).toBe('http://localhost:3945');
    expect(said).toEqual([]);

    const own = readEnv({ PUBLIC_URL: 'https://signals.example.com' });
    expect((await withServerUrl(own, handle, say)).PUBLIC_URL).toBe('https://signals.example.com');
  });

  it('is checked against the port the server listens on when it names this machine', () => {
    const warning = publicUrlPortWarning(readEnv({ PUBLIC_URL: 'http://localhost:3000' }), 3945);
    expect(warning).toBe(
      'PUBLIC_URL is http://localhost:3000 (port 3000) but this server listens on port 3945: links in e-mails will not reach it. Set PUBLIC_URL to http://localhost:3945, or PORT to 3000.',
    );
    expect(publicUrlPortWarning(readEnv({ PUBLIC_URL: 'http://127.0.0.1:3945' }), 3945)).toBeNull();
    expect(publicUrlPortWarning(readEnv({ PUBLIC_URL: 'http://app.localhost' }), 80)).toBeNull();
    expect(publicUrlPortWarning(readEnv({ PUBLIC_URL: 'http://app.localhost' }), 3000)).toMatch(
      /port 80\) but this server listens on port 3000/,
    );
    // Another host: a reverse proxy forwards its port, nothing to say.
    expect(
      publicUrlPortWarning(readEnv({ PUBLIC_URL: 'https://signals.example.com' }), 3000),
    ).toBeNull();
    expect(publicUrlPortWarning(readEnv({}), 3000)).toBeNull();
  });
});
