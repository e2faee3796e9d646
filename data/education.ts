import type { EducationEntry } from './types';

export const education: readonly EducationEntry[] = [
  {
    icon: 'graduation',
    title: 'BSc Mechatronics Engineering (in progress)',
    detail: 'Undergraduate degree at a Kenyan university', // PLACEHOLDER: add the university’s name
    period: '2022 – present',
  },
  {
    icon: 'award',
    title: 'Scholar, Cohort 2022',
    detail: 'Scholarship and leadership development program', // PLACEHOLDER: add the program’s name
    period: '2022 – present',
  },
  {
    icon: 'drone',
    title: 'Founder, AngaShamba Drones',
    detail: 'Agricultural drone spraying for rice farmers in the Mwea Irrigation Scheme, Kirinyaga County',
    period: '2023 – present',
  },
  {
    icon: 'book',
    title: 'Author, The Surgical Divide',
    detail: 'A book on surgical inequality and access to safe surgery in Africa',
    period: '2024',
  },
  {
    icon: 'users',
    title: 'Mentor to 200+ High School Students',
    detail: 'STEM, study skills and career mentorship in Kirinyaga County',
    period: '2021 – present',
  },
];
