/**
 * The owner's identity and contact details: the one file to edit before publishing.
 * Every value whose line ends in a PLACEHOLDER comment stands in for a real one the spec withholds:
 * `npm run build` lists them, a release build refuses them. Put in the real value, then delete its mark.
 * siteUrl is the public address (http(s), no trailing slash, query or fragment); whatsapp is https://wa.me/<number>.
 */
import type { Site } from './types';

export const site: Site = {
  name: 'Your Name', // PLACEHOLDER
  role: 'Mechatronics engineering student and founder of an agricultural drone company in Kenya',
  emails: ['hello@example.com', 'founder@example.com'], // PLACEHOLDER
  phone: '+254 700 000 000', // PLACEHOLDER
  /** Where the owner is: shown as 'Kerugoya, Kenya'; countryCode (ISO 3166) is for search engines. */
  location: { town: 'Kerugoya', country: 'Kenya', countryCode: 'KE' },
  /** The job title search engines show beside the name. */
  jobTitle: 'Founder and mechatronics engineering student',
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
  // The owner's clock, not the build machine's, decides the year in the copyright line.
  timeZone: 'Africa/Nairobi',
  headline: "Engineering Africa's Future",
  tagline: 'Innovating with Drones, Data, and Surgical Robotics',
  /** The small line above the headline. */
  fields: 'Mechatronics · Agritech · Surgical robotics',
  // The home page's first image: `import me from '../assets/me.jpg';` at the top, then
  // portrait: { src: me, alt: 'What the photo shows' },
};

/** The contact section's line under its title. */
export const contactIntro =
  'Partnerships, research collaborations, speaking, mentoring or drone services for your farm: I would like to hear from you.';
