import type { Prose } from './prose';
import type { ResearchItem } from './types';
import philosophyFile from './research-philosophy.md';

/** The Research section's line under its title. */
export const researchIntro = 'Surgical robotics, AI and quantum computing: questions I am working on with labs and mentors.';

export const research: readonly ResearchItem[] = [
  {
    title: 'Haptic Feedback for Teleoperated Surgical Robots',
    role: 'Student researcher',
    description:
      'Restoring the sense of touch to robotic surgery with affordable force sensors and haptic controllers, and studying how network delay affects the stability and usefulness of force feedback.',
    quote:
      'A surgeon’s hands learn through resistance. I want robots that let that knowledge pass through the machine instead of stopping at it.',
    paperLink: 'https://www.researchgate.net/publication/your-haptics-paper', // PLACEHOLDER
    paperTitle: 'Low-Cost Force Feedback for Teleoperated Surgical Instruments: A Pilot Study',
  },
  {
    title: 'AI for Crop Disease Detection and Spraying Decisions',
    role: 'Lead researcher, AngaShamba Drones',
    description:
      'Training lightweight image models on drone photographs of rice paddies to spot early signs of rice blast and pest damage, so that farmers spray only the blocks that need it.',
    quote: 'The best spray is the one a farmer never needs. Good data lets us treat less land, earlier, with more confidence.',
    paperLink: 'https://www.researchgate.net/publication/your-rice-blast-paper', // PLACEHOLDER
    paperTitle: 'Detecting Rice Blast in Smallholder Paddies from Drone Imagery with Lightweight Neural Networks',
  },
  {
    title: 'Quantum Machine Learning',
    role: 'Independent study',
    description:
      'Exploring variational quantum classifiers in Qiskit and comparing them with classical baselines on small agricultural and medical datasets, to understand honestly where quantum methods might one day help.',
    quote: 'I study quantum computing to understand what it can do today, not what the headlines promise.',
  },
  {
    title: 'Low-Cost Robotic Trainers for Surgical Skills',
    role: 'Research collaborator',
    description:
      'Designing an inexpensive laparoscopic box trainer with sensors that record instrument motion and applied force, giving trainee surgeons in resource-limited hospitals objective feedback on their technique.',
  },
];

export const researchPhilosophy: Prose = philosophyFile.body;
