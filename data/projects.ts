/**
 * The owner's projects, in the order they appear on the site.
 * Figures in `details` (hectares, litres, latencies) are representative values: the owner
 * checks each one against their own records before publishing.
 */
import type { Project } from './types';
import droneSpraying from '../assets/projects/drone-spraying.svg';
import farmerKnowledge from '../assets/projects/farmer-knowledge.svg';
import hapticSurgery from '../assets/projects/haptic-surgery.svg';
import surgicalBook from '../assets/projects/surgical-book.svg';
import birdDeterrent from '../assets/projects/bird-deterrent.svg';
import dataAnalytics from '../assets/projects/data-analytics.svg';

/** The farmer knowledge website, linked from its project card and the story page. */
export const tujueUkulimaUrl = 'https://www.tujueukulima.example.com'; // PLACEHOLDER

export const projects: readonly Project[] = [
  {
    id: 1,
    title: 'AngaShamba Drones',
    description:
      'An agricultural drone company offering precise, affordable crop spraying to smallholder rice farmers in the Mwea Irrigation Scheme.',
    image: droneSpraying,
    imageAlt: 'Illustration of a spraying drone flying over flooded rice paddies',
    details: [
      'I founded AngaShamba Drones to bring precise, affordable crop spraying to smallholder rice farmers in the Mwea Irrigation Scheme, where most spraying is still done by hand with knapsack sprayers while wading through flooded paddies.',
      'Our spraying drone carries a 10-litre tank and flies pre-planned routes a few metres above the canopy, applying about 15 litres of mix per hectare instead of the 200 litres typical of knapsack spraying. A trained crew covers roughly 8 hectares in a morning, before wind and heat rise, and nobody has to walk through treated water.',
      'Every job starts with a field visit: we map the plot boundaries, agree the product and dose with the farmer and their agronomist, and log each flight so that the farmer receives a record of the area, volume and time sprayed.',
      'The hardest lessons were not technical. Farmers trusted the drone only after seeing a neighbour’s field sprayed, so demonstration days and fair per-acre pricing mattered more than specifications. We also learned to work within Kenya Civil Aviation Authority drone rules and pesticide label requirements from the very first flight.',
    ].join('\n\n'),
    tech: ['Agricultural drones', 'Flight planning', 'Precision spraying', 'GPS mapping', 'KCAA compliance'],
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
    details: [
      'Tujue Ukulima, Swahili for “let’s know farming”, is the knowledge website of AngaShamba Drones. It answers the questions farmers ask us most often in the field, in plain English and Swahili, so that good advice does not depend on a single visit.',
      'Guides follow the rice season from nursery to harvest: recognising rice blast and stem borer damage, timing top-dressing, reading a pesticide label, calculating spray volumes and staying safe around chemicals. Each guide is short, uses photographs from local fields and ends with a checklist that farmers can screenshot and share.',
      'The site is built as static pages that load quickly on low-cost phones and patchy mobile data, with most pages under 200 KB. Every guide is written with an agronomist and reviewed before it is published.',
      'Building it taught me that distribution matters as much as content. Most readers arrive through links shared in farmer WhatsApp groups, so we now write every guide to be read on a small screen first.',
    ].join('\n\n'),
    tech: ['Static site', 'TypeScript', 'English & Swahili', 'Mobile-first design', 'Agronomy content'],
    link: tujueUkulimaUrl,
  },
  {
    id: 3,
    title: 'Haptic Feedback for Surgical Robotics',
    description:
      'A low-cost teleoperated robotic instrument that measures tissue forces and returns them to the surgeon’s hand through a haptic controller.',
    image: hapticSurgery,
    imageAlt: 'Illustration of a robotic surgical arm connected to a hand-held haptic controller',
    details: [
      'Most teleoperated surgical robots give surgeons a clear view but no sense of touch, so they judge how hard they are pulling on tissue by sight alone. This research asks whether affordable hardware can restore useful force feedback.',
      'The setup pairs a desktop haptic controller with a small four-degree-of-freedom follower arm. A miniature load cell behind the instrument tip measures contact force a thousand times a second; the signal is filtered, scaled and sent back to the controller, which pushes against the operator’s hand in proportion to the force at the tip.',
      'We test the system on silicone tissue phantoms of different stiffness. In pilot trials with student volunteers, switching feedback on led to lower peak forces during a simulated retraction task than working from vision alone.',
      'The main lesson has been about delay: beyond roughly 100 milliseconds of round-trip latency the feedback starts to feel unstable, so much of the current work focuses on control methods that stay stable over real networks.',
    ].join('\n\n'),
    tech: ['ROS 2', 'C++', 'Python', 'Force sensing', 'Haptic control', 'Embedded systems'],
    videos: [
      {
        url: 'https://www.youtube.com/watch?v=hApTiCdEm01', // PLACEHOLDER
        title: 'Teleoperation with force feedback on a tissue phantom',
      },
      {
        url: 'https://videos.example.com/haptic-demo.mp4', // PLACEHOLDER
        title: 'Load cell calibration and bench test',
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
    details: [
      'The Surgical Divide examines why safe surgery remains out of reach for so many people in Africa. In 2015 the Lancet Commission on Global Surgery estimated that five billion people worldwide lack access to safe, affordable surgical and anaesthesia care, and the gap is widest in sub-Saharan Africa.',
      'The book follows a patient’s journey from the first symptom to the operating table and looks at each barrier along the way: distance to a hospital, the cost of care, too few surgeons and anaesthetists, and unreliable power, oxygen and equipment.',
      'I wrote it alongside my engineering studies, drawing on published research and conversations with surgeons and health workers. The later chapters look at approaches that already work, from task sharing and surgical training to low-cost medical devices designed for local conditions.',
      'Writing it changed the direction of my research: it is the reason I now work on affordable surgical robotics and training tools, and why I keep asking who a new medical technology will actually reach.',
    ].join('\n\n'),
    tech: ['Global surgery', 'Health equity', 'Health systems', 'Medical technology', 'Public policy'],
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
    details: [
      'As rice ripens, flocks of weaver birds and quelea can strip a paddy within days, and many families in the scheme pay people, often children, to stand in the fields from dawn to dusk scaring birds away. This project is an attempt to automate that work.',
      'Each unit runs from a 50-watt solar panel and a 12-volt battery. A motion sensor wakes a camera and a small on-device vision model; when a flock lands, the unit plays recorded predator and distress calls through a weatherproof horn speaker and flashes strobe lights, then falls silent again.',
      'Birds get used to any fixed pattern within a few days, so sounds, volume, timing and light sequences are randomised, and the unit only reacts when birds are actually present. One unit protects roughly one hectare.',
      'Field trials over a harvest showed that placement and maintenance matter as much as electronics: units must sit above the canopy, panels need regular cleaning, and farmers want a simple switch to silence the system near homes.',
    ].join('\n\n'),
    tech: ['Solar power', 'Motion sensors', 'Computer vision', 'Acoustic deterrents', 'Embedded systems'],
    videoUrl: 'https://videos.example.com/bird-deterrent-field-test.mp4', // PLACEHOLDER
  },
  {
    id: 6,
    title: 'Farm Data Analytics',
    description:
      'Analysis of spraying records, weather and rice yields that helps farmers and our crews decide when, where and how much to spray.',
    image: dataAnalytics,
    imageAlt: 'Illustration of charts of rainfall, spraying volumes and rice yields on a dashboard',
    details: [
      'Every flight AngaShamba Drones makes produces data: the field boundary, area covered, litres applied, wind speed and time of day. This project turns those records, together with weather data and farmers’ harvest figures, into better decisions.',
      'I built a Python pipeline that cleans flight logs, joins them with daily rainfall and temperature, and links each field to its yield in bags per acre. A simple dashboard shows crews which blocks are due for treatment and flags days when rain or wind would make spraying wasteful.',
      'The results so far are modest but useful. Scheduling flights for early morning reduced re-spraying after rain, and comparing blocks helped us spot fields where disease pressure was consistently higher, which farmers then discussed with their agronomist.',
      'The biggest challenge was data quality. Harvest figures often come from notebooks and memory, so I learned to design simple record sheets with farmers before building any model, and to give every farmer a copy of their own numbers at the end of each season.',
    ].join('\n\n'),
    tech: ['Python', 'pandas', 'SQL', 'Power BI', 'Weather data', 'GIS'],
  },
];
