import type { CompleteCatalogue } from './en';
import { en } from './en';

export const ja: CompleteCatalogue = en;
