import type { CompleteCatalogue } from './en';
import { en } from './en';

export const ty: CompleteCatalogue = en;
