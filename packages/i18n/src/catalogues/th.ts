import type { CompleteCatalogue } from './en';
import { en } from './en';

export const th: CompleteCatalogue = en;
