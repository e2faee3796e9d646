/**
 * The owner's projects, in the order they appear on the site.
 * Each project's details are a Markdown file in data/projects/.
 * Figures in the details (hectares, litres, latencies) are representative values: the owner
 * checks each one against their own records before publishing. `role` and `years` show in the
 * facts column of the project's page; the founder's and author's years are data/education.ts's.
 */
import type { Project } from './types';
import droneSpraying from '../assets/projects/drone-spraying.svg';
import farmerKnowledge from '../assets/projects/farmer-knowledge.svg';
import hapticSurgery from '../assets/projects/haptic-surgery.svg';
import surgicalBook from '../assets/projects/surgical-book.svg';
import birdDeterrent from '../assets/projects/bird-deterrent.svg';
import dataAnalytics from '../assets/projects/data-analytics.svg';
import benchTest from '../assets/gallery/05-mechatronics-lab.svg';
import angashambaDronesDetails from './projects/angashamba-drones.md';
import tujueUkulimaDetails from './projects/tujue-ukulima.md';
import hapticFeedbackForSurgicalRoboticsDetails from './projects/haptic-feedback-for-surgical-robotics.md';
import theSurgicalDivideDetails from './projects/the-surgical-divide.md';
import solarBirdDeterrentForRiceFieldsDetails from './projects/solar-bird-deterrent-for-rice-fields.md';
import farmDataAnalyticsDetails from './projects/farm-data-analytics.md';

/** The farmer knowledge website, linked from its project card and the story page. */
export const tujueUkulimaUrl = 'https://www.tujueukulima.example.com'; // PLACEHOLDER

/** The Projects section's line under its title. */
export const projectsIntro = 'From spraying rice by drone to a book on who gets surgery: the things I have built, written and researched.';

export const projects: readonly Project[] = [
  {
    id: 1,
    title: 'AngaShamba Drones',
    description:
      'An agricultural drone company offering precise, affordable crop spraying to smallholder rice farmers in the Mwea Irrigation Scheme.',
    image: droneSpraying,
    imageAlt: 'Illustration of a spraying drone flying over flooded rice paddies',
    details: angashambaDronesDetails.body,
    tech: ['Agricultural drones', 'Flight planning', 'Precision spraying', 'GPS mapping', 'KCAA compliance'],
    role: 'Founder',
    years: { from: 2023 },
    link: 'https://www.angashamba-drones.example.com', // PLACEHOLDER
    videoUrl: 'https://www.youtube.com/watch?v=aNgAsPrAy01', // PLACEHOLDER
  },
  {
    id: 2,
    title: 'Tujue Ukulima',
    description:
      'A bilingual English and Swahili website giving rice farmers practical guidance on pests, diseases, fertiliser timing and safe spraying.',
    image: farmerKnowledge,
    imageAlt: 'Illustration of a farmer reading farming guides on a mobile phone beside a rice field',
    details: tujueUkulimaDetails.body,
    tech: ['Static site', 'TypeScript', 'English & Swahili', 'Mobile-first design', 'Agronomy content'],
    role: 'Creator and developer', // PLACEHOLDER: your role in it
    years: { from: 2024 }, // PLACEHOLDER: the years it ran
    link: tujueUkulimaUrl,
  },
  {
    id: 3,
    title: 'Haptic Feedback for Surgical Robotics',
    description:
      'A low-cost teleoperated robotic instrument that measures tissue forces and returns them to the surgeon’s hand through a haptic controller.',
    image: hapticSurgery,
    imageAlt: 'Illustration of a robotic surgical arm connected to a hand-held haptic controller',
    details: hapticFeedbackForSurgicalRoboticsDetails.body,
    tech: ['ROS 2', 'C++', 'Python', 'Force sensing', 'Haptic control', 'Embedded systems'],
    role: 'Student researcher', // PLACEHOLDER: your role in it
    years: { from: 2023 }, // PLACEHOLDER: the years it ran
    videos: [
      {
        url: 'https://www.youtube.com/watch?v=hApTiCdEm01', // PLACEHOLDER
        title: 'Teleoperation with force feedback on a tissue phantom',
      },
      {
        url: 'https://videos.example.com/haptic-demo.mp4', // PLACEHOLDER
        title: 'Load cell calibration and bench test',
        // Its own poster, so the project's image stands once, as the first video's (components/ProjectDetails.tsx).
        thumbnail: benchTest, // PLACEHOLDER: a frame from the video
      },
    ],
    paperLink: 'https://www.researchgate.net/publication/your-haptics-paper', // PLACEHOLDER
    paperTitle: 'Low-Cost Force Feedback for Teleoperated Surgical Instruments: A Pilot Study',
  },
  {
    id: 4,
    title: 'The Surgical Divide',
    description:
      'My book on surgical inequality: why millions of Africans cannot reach safe, affordable surgery, and what engineers, policymakers and communities can change.',
    image: surgicalBook,
    imageAlt: 'Illustration of a book cover showing a map of Africa and a surgical light',
    details: theSurgicalDivideDetails.body,
    tech: ['Global surgery', 'Health equity', 'Health systems', 'Medical technology', 'Public policy'],
    role: 'Author',
    years: { from: 2024, to: 2024 },
    link: 'https://www.amazon.com/dp/BOOKASIN01', // PLACEHOLDER
    isBook: true,
  },
  {
    id: 5,
    title: 'Solar Bird Deterrent for Rice Fields',
    description:
      'A solar-powered unit that detects flocks of grain-eating birds over ripening rice and scares them away with randomised sounds and lights.',
    image: birdDeterrent,
    imageAlt: 'Illustration of a solar-powered pole with a speaker and lights standing in a rice field as birds fly away',
    details: solarBirdDeterrentForRiceFieldsDetails.body,
    tech: ['Solar power', 'Motion sensors', 'Computer vision', 'Acoustic deterrents', 'Embedded systems'],
    role: 'Designer and builder', // PLACEHOLDER: your role in it
    years: { from: 2022, to: 2023 }, // PLACEHOLDER: the years it ran
    videoUrl: 'https://videos.example.com/bird-deterrent-field-test.mp4', // PLACEHOLDER
  },
  {
    id: 6,
    title: 'Farm Data Analytics',
    description:
      'Analysis of spraying records, weather and rice yields that helps farmers and our crews decide when, where and how much to spray.',
    image: dataAnalytics,
    imageAlt: 'Illustration of charts of rainfall, spraying volumes and rice yields on a dashboard',
    details: farmDataAnalyticsDetails.body,
    tech: ['Python', 'pandas', 'SQL', 'Power BI', 'Weather data', 'GIS'],
    role: 'Data analyst', // PLACEHOLDER: your role in it
    years: { from: 2024 }, // PLACEHOLDER: the years it ran
  },
];
