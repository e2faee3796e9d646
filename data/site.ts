/**
 * The owner's identity and contact details: the one file to edit before publishing.
 * Every value marked PLACEHOLDER stands in for a real one the spec withholds.
 */
export interface Site {
  /** Shown in the header, titles and the footer. */
  name: string;
  /** Short role line used in page descriptions. */
  role: string;
  emails: readonly [primary: string, secondary: string];
  /** In international format, e.g. +254 700 000 000. */
  phone: string;
  location: string;
  social: { linkedin: string; github: string; youtube: string };
  /** A wa.me chat link: https://wa.me/<number without + or spaces>. */
  whatsapp: string;
  resume: {
    /** Where 'Download' buttons point: the PDF itself. */
    documentUrl: string;
    /** An embeddable preview of the same document, shown on /resume. */
    viewerUrl: string;
  };
  /** The public address the site is deployed at, without a trailing slash. */
  siteUrl: string;
  /** BCP 47 language of the content. */
  language: string;
}

export const site: Site = {
  name: 'Your Name', // PLACEHOLDER
  role: 'Mechatronics engineering student and founder of an agricultural drone company in Kenya',
  emails: ['hello@example.com', 'founder@example.com'], // PLACEHOLDER
  phone: '+254 700 000 000', // PLACEHOLDER
  location: 'Kerugoya, Kenya',
  social: {
    linkedin: 'https://www.linkedin.com/in/your-profile', // PLACEHOLDER
    github: 'https://github.com/your-username', // PLACEHOLDER
    youtube: 'https://www.youtube.com/@your-channel', // PLACEHOLDER
  },
  whatsapp: 'https://wa.me/254700000000', // PLACEHOLDER
  resume: {
    documentUrl: 'https://drive.google.com/file/d/RESUME_FILE_ID/view', // PLACEHOLDER
    viewerUrl: 'https://drive.google.com/file/d/RESUME_FILE_ID/preview', // PLACEHOLDER
  },
  siteUrl: 'https://www.example.com', // PLACEHOLDER
  language: 'en',
};
