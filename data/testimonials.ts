/**
 * SAMPLE TESTIMONIALS: the names, roles and words below are illustrative placeholders.
 * The owner replaces every entry with a real testimonial, used with the person's permission,
 * before publishing. Each testimonial's full text is a Markdown file in data/testimonials/.
 * `from` puts it under 'From My Mentors' (`'mentor'`) or 'From Those I Mentored' (`'mentee'`) on
 * /testimonials/; `onHome: true` also shows it on the home page.
 */
import type { Testimonial } from './types';
import graceWambui from './testimonials/grace-wambui.md';
import samuelOtieno from './testimonials/samuel-otieno.md';
import estherWanjiku from './testimonials/esther-wanjiku.md';
import peterMwangi from './testimonials/peter-mwangi.md';
import faithNjeri from './testimonials/faith-njeri.md';
import brianKiprono from './testimonials/brian-kiprono.md';
import johnMuriuki from './testimonials/john-muriuki.md';

export const testimonials: readonly Testimonial[] = [
  {
    quote: 'A rare student who turns classroom theory into working machines.',
    author: 'Dr. Grace Wambui', // PLACEHOLDER: a sample; a real testimonial, used with permission
    role: 'Senior Lecturer, Mechatronics Engineering',
    content: graceWambui.body,
    icon: 'graduation',
    variant: 'primary',
    from: 'mentor',
    onHome: true,
  },
  {
    quote: 'Leadership rooted in service to the community.',
    author: 'Mr. Samuel Otieno', // PLACEHOLDER: a sample; a real testimonial, used with permission
    role: 'Mentor, Scholarship Program',
    content: samuelOtieno.body,
    icon: 'award',
    variant: 'secondary',
    from: 'mentor',
  },
  {
    quote: 'Farmers trust the service because it listens before it flies.',
    author: 'Ms. Esther Wanjiku', // PLACEHOLDER: a sample; a real testimonial, used with permission
    role: 'Agronomist, Mwea Irrigation Scheme',
    content: estherWanjiku.body,
    icon: 'sprout',
    variant: 'primary',
    from: 'mentor',
    onHome: true,
  },
  {
    quote: 'An engineer who understands that surgery is about people.',
    author: 'Dr. Peter Mwangi', // PLACEHOLDER: a sample; a real testimonial, used with permission
    role: 'Consultant General Surgeon',
    content: peterMwangi.body,
    icon: 'microscope',
    variant: 'secondary',
    from: 'mentor',
  },
  {
    quote: 'I believed I could study engineering after our mentorship sessions.',
    author: 'Faith Njeri', // PLACEHOLDER: a sample; a real testimonial, used with permission
    role: 'Form Four Student, Kirinyaga County',
    content: faithNjeri.body,
    icon: 'users',
    variant: 'primary',
    from: 'mentee',
  },
  {
    quote: 'Patient guidance that carried me from high school into university.',
    author: 'Brian Kiprono', // PLACEHOLDER: a sample; a real testimonial, used with permission
    role: 'First-Year Engineering Student, Former Mentee',
    content: brianKiprono.body,
    icon: 'graduation',
    variant: 'secondary',
    from: 'mentee',
    onHome: true,
  },
  {
    quote: 'Now I understand my crop better and spray only when needed.',
    author: 'John Muriuki', // PLACEHOLDER: a sample; a real testimonial, used with permission
    role: 'Young Rice Farmer, Mwea',
    content: johnMuriuki.body,
    icon: 'sprout',
    variant: 'primary',
    from: 'mentee',
  },
];

export const mentorTestimonials = testimonials.filter((testimonial) => testimonial.from === 'mentor');
export const menteeTestimonials = testimonials.filter((testimonial) => testimonial.from === 'mentee');
/** The home page shows those marked `onHome: true`, in the list's order. */
export const homeTestimonials: readonly Testimonial[] = testimonials.filter((testimonial) => testimonial.onHome);

export const impactQuote: string =
  'I measure my work by the people it reaches: farmers who spray less and harvest more, students who believe they can build things, and patients who one day will not have to travel so far for safe surgery.';

export const testimonialsIntro: string =
  'These are the words of people who have shaped my journey and people I have had the privilege to guide. Lecturers, mentors, an agronomist and a surgeon taught me how to turn ideas into responsible work; students and young farmers showed me what that work means in practice. Their honesty keeps me accountable to the communities I serve.';
