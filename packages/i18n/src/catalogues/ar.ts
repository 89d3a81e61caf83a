import type { PartialCatalogue } from './en';

export const ar: PartialCatalogue = {};
