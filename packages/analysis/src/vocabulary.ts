// Verbs shared by several rules: a change to a configured value or a design.
import { list } from './words';

export const CHANGE_VERBS = new Set(
  list(`
    set update change increase decrease raise lower reduce adjust tune bump modify cap configure
    double halve extend shorten reset lift override
  `),
);
