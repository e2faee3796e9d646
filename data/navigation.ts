/** Links to sections of the home page, by their anchor ids. */
import type { NavigationItem } from './types';

export const headerNavigation: readonly NavigationItem[] = [
  { label: 'About', anchor: 'about' },
  { label: 'Projects', anchor: 'projects' },
  { label: 'Research', anchor: 'research' },
  { label: 'Certifications', anchor: 'certifications' },
  { label: 'Articles', anchor: 'linkedin-articles' },
  { label: 'Contact', anchor: 'contact' },
];

export const footerNavigation: readonly NavigationItem[] = [
  { label: 'About', anchor: 'about' },
  { label: 'Projects', anchor: 'projects' },
  { label: 'Research', anchor: 'research' },
  { label: 'Articles', anchor: 'linkedin-articles' },
  { label: 'Contact', anchor: 'contact' },
];
