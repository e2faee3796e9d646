/** The shapes of the site's content. Every data file exports values of these types. */

/** Icons are named here and drawn by components/Icon.tsx from a maintained icon set. */
export type IconName =
  | 'drone'
  | 'brain'
  | 'robot'
  | 'atom'
  | 'chart'
  | 'graduation'
  | 'award'
  | 'users'
  | 'book'
  | 'sprout'
  | 'microscope'
  | 'quote';

export interface Skill {
  icon: IconName;
  title: string;
}

export interface EducationEntry {
  icon: IconName;
  title: string;
  /** Where, or from whom. */
  detail: string;
  /** e.g. '2022 – present'. */
  period: string;
}

export interface ProjectVideo {
  url: string;
  title: string;
  /** A poster image URL; the project's image is used when absent. */
  thumbnail?: string;
}

export interface Project {
  id: number;
  title: string;
  description: string;
  /** Public URL of the image, from an `import` of a file in assets/. */
  image: string;
  imageAlt: string;
  /** Several paragraphs, separated by blank lines. The card shows the first 100 characters. */
  details: string;
  tech: readonly string[];
  link?: string;
  /** One video: a YouTube URL (embedded) or a video file URL (played natively). */
  videoUrl?: string;
  videos?: readonly ProjectVideo[];
  paperLink?: string;
  paperTitle?: string;
  isBook?: boolean;
}

export interface ResearchItem {
  title: string;
  role: string;
  description: string;
  quote?: string;
  paperLink?: string;
  paperTitle?: string;
}

export interface Certification {
  title: string;
  issuer: string;
  /** Month and year, e.g. 'March 2024'. */
  date: string;
  credential: string;
  link: string;
}

export interface Article {
  title: string;
  description: string;
  /** Month, day and year as text, e.g. 'Mar 12, 2025'. */
  date: string;
  url: string;
}

export interface Testimonial {
  /** A short pull-quote, shown as the card's headline. */
  quote: string;
  author: string;
  role: string;
  /** The full testimonial. */
  content: string;
  icon: IconName;
  variant: 'primary' | 'secondary';
}

export interface StoryQuestion {
  question: string;
  answer: string;
}

export interface StoryChapter {
  /** A short label above the title: 'Chapter 1', 'FAQ', 'Final Thoughts'. */
  label: string;
  title: string;
  paragraphs: readonly string[];
  /** Only the FAQ chapter has these. */
  questions?: readonly StoryQuestion[];
}

export interface GalleryImage {
  /** Public URL, from an `import` of a file in assets/gallery/. */
  src: string;
  alt: string;
  caption: string;
}

export interface HighlightVideo {
  title: string;
  /** A YouTube URL (embedded) or a video file URL (played natively). */
  url: string;
  /** A self-hosted poster, from an `import` of a file in assets/. */
  poster: string;
}
