import { prepareTestTemplates } from '../src/testing';

export default async function setup(): Promise<void> {
  await prepareTestTemplates();
}
