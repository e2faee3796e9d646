/** A link to a section of the home page, by its anchor id. */
export interface NavigationItem {
  label: string;
  anchor: string;
}

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
