import type { Prose } from './prose';
import biographyFile from './biography.md';

export const biography: Prose = biographyFile.body;
