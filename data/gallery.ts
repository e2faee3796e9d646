import type { GalleryImage, HighlightVideo } from './types';
import firstSwitch from '../assets/gallery/01-first-switch.svg';
import smsDoor from '../assets/gallery/02-sms-door.svg';
import scienceCongress from '../assets/gallery/03-science-congress.svg';
import surgeryToCircuits from '../assets/gallery/04-surgery-to-circuits.svg';
import mechatronicsLab from '../assets/gallery/05-mechatronics-lab.svg';
import pitchNight from '../assets/gallery/06-pitch-night.svg';
import firstFlight from '../assets/gallery/07-first-flight.svg';
import riceFields from '../assets/gallery/08-rice-fields.svg';
import mentoring from '../assets/gallery/09-mentoring.svg';
import teamFieldDay from '../assets/gallery/10-team-field-day.svg';
import hapticSurgery from '../assets/projects/haptic-surgery.svg';
import droneSpraying from '../assets/projects/drone-spraying.svg';

export const galleryImages: readonly GalleryImage[] = [
  {
    src: firstSwitch,
    alt: 'Illustration of a hand-wired switch, battery and glowing bulb mounted on a wooden board',
    caption: 'My first switch: a battery, wire and bulb',
  },
  {
    src: smsDoor,
    alt: 'Illustration of an old mobile phone sending a text message to an electronic lock on a green door',
    caption: 'The door that opened by text message',
  },
  {
    src: scienceCongress,
    alt: 'Illustration of a podium with a gavel between two science fair project display boards',
    caption: 'Chairing the Science Congress club',
  },
  {
    src: surgeryToCircuits,
    alt: 'Illustration of a stethoscope whose tubing turns into a circuit trace leading to a microchip',
    caption: 'From wanting to operate to wanting to build',
  },
  {
    src: mechatronicsLab,
    alt: 'Illustration of a small robot arm, a breadboard and an oscilloscope on a lab workbench',
    caption: 'First robots in the mechatronics lab',
  },
  {
    src: pitchNight,
    alt: 'Illustration of a presenter in a spotlight on a small stage, pointing at a drone diagram',
    caption: 'Pitch nights in Nairobi, one question at a time',
  },
  {
    src: firstFlight,
    alt: 'Illustration of a drone lifting off a landing pad above green fields at sunrise',
    caption: 'First flight over the Mwea paddies',
  },
  {
    src: riceFields,
    alt: 'Illustration of rice paddies and irrigation canals seen from above, with a small drone overhead',
    caption: 'The Mwea Irrigation Scheme from the air',
  },
  {
    src: mentoring,
    alt: 'Illustration of a mentor at a board of circuit and drone diagrams, facing students at desks',
    caption: 'Mentoring high school students in Kirinyaga County',
  },
  {
    src: teamFieldDay,
    alt: 'Illustration of a pickup truck, a drone case and team members watching a drone below a snow-capped mountain',
    caption: 'A field day with the AngaShamba team',
  },
];

export const highlightVideos: readonly HighlightVideo[] = [
  {
    title: 'Drone spraying over Mwea rice paddies',
    url: 'https://www.youtube.com/watch?v=aNgAsPrAy01', // PLACEHOLDER
    poster: droneSpraying,
  },
  {
    title: 'Surgical robot haptic demo',
    url: 'https://videos.example.com/surgical-robot-demo.mp4', // PLACEHOLDER
    poster: hapticSurgery,
  },
];
