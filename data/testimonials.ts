/**
 * SAMPLE TESTIMONIALS: the names, roles and words below are illustrative placeholders.
 * The owner replaces every entry with a real testimonial, used with the person's permission,
 * before publishing.
 */
import type { Testimonial } from './types';

export const testimonials: readonly Testimonial[] = [
  {
    quote: 'A rare student who turns classroom theory into working machines.',
    author: 'Dr. Grace Wambui',
    role: 'Senior Lecturer, Mechatronics Engineering',
    content:
      'I have taught mechatronics for many years, and few students connect control theory, electronics and real-world needs as naturally. When our class studied feedback systems, this student came back with a working force-sensing prototype and hard questions about latency. That same curiosity runs through the drone company and the surgical robotics research. I value the discipline to test ideas properly and the humility to learn from failure.',
    icon: 'graduation',
    variant: 'primary',
  },
  {
    quote: 'Leadership rooted in service to the community.',
    author: 'Mr. Samuel Otieno',
    role: 'Mentor, Scholarship Program',
    content:
      'I have mentored this scholar since the 2022 cohort began. From the start, the questions were never only about personal success but about how engineering could serve farmers, patients and students back home. Running a company, writing a book and mentoring hundreds of young people while studying takes real organisation. What impresses me most is the follow-through: commitments made are commitments kept.',
    icon: 'award',
    variant: 'secondary',
  },
  {
    quote: 'Farmers trust the service because it listens before it flies.',
    author: 'Ms. Esther Wanjiku',
    role: 'Agronomist, Mwea Irrigation Scheme',
    content:
      'Introducing drones to smallholder rice farmers is not easy. Farmers are careful with every shilling and every chemical. I have seen this young founder walk the fields, ask about pest history, agree doses with us and explain each step to the farmer. Spray records are clear and shared. That careful, respectful approach is why more farmers in our blocks now ask for the drone.',
    icon: 'sprout',
    variant: 'primary',
  },
  {
    quote: 'An engineer who understands that surgery is about people.',
    author: 'Dr. Peter Mwangi',
    role: 'Consultant General Surgeon',
    content:
      'We first spoke while the book on surgical inequality was being researched. I was struck by how carefully the questions were framed: not only about technology but about distance, cost and the shortage of surgeons in county hospitals. The haptic robotics work reflects the same thinking. It aims at tools that could help trainees and surgeons where resources are scarce, not at expensive showpieces.',
    icon: 'microscope',
    variant: 'secondary',
  },
  {
    quote: 'I believed I could study engineering after our mentorship sessions.',
    author: 'Faith Njeri',
    role: 'Form Four Student, Kirinyaga County',
    content:
      'Before the mentorship sessions I thought engineering was only for people from big cities. We built simple circuits, talked about choosing subjects and practised planning revision timetables. I was shown photos of drones being assembled in Kerugoya, close to my home. Now I study physics and mathematics with a clear goal, and I help younger students in my school the same way I was helped.',
    icon: 'users',
    variant: 'primary',
  },
  {
    quote: 'Patient guidance that carried me from high school into university.',
    author: 'Brian Kiprono',
    role: 'First-Year Engineering Student, Former Mentee',
    content:
      'I was mentored during my last two years of high school. When I struggled with mathematics, we worked through problems together on weekends, and when applications came I was helped to understand courses and deadlines. I am now studying engineering at university. The biggest lesson was to keep going after a bad result and to ask for help early.',
    icon: 'graduation',
    variant: 'secondary',
  },
  {
    quote: 'Now I understand my crop better and spray only when needed.',
    author: 'John Muriuki',
    role: 'Young Rice Farmer, Mwea',
    content:
      'I took over my father’s rice plots two seasons ago with little experience. Through the drone service and the Tujue Ukulima guides I learned to recognise blast early, read pesticide labels and keep simple records of what I apply. My spraying costs have come down, I no longer stand in treated water, and I now share the guides with other young farmers.',
    icon: 'sprout',
    variant: 'primary',
  },
];

export const mentorTestimonials = testimonials.slice(0, 4);
export const menteeTestimonials = testimonials.slice(4);
export const homeTestimonials: readonly Testimonial[] = testimonials.filter((_, index) =>
  [0, 2, 5].includes(index),
);

export const impactQuote: string =
  'I measure my work by the people it reaches: farmers who spray less and harvest more, students who believe they can build things, and patients who one day will not have to travel so far for safe surgery.';

export const testimonialsIntro: string =
  'These are the words of people who have shaped my journey and people I have had the privilege to guide. Lecturers, mentors, an agronomist and a surgeon taught me how to turn ideas into responsible work; students and young farmers showed me what that work means in practice. Their honesty keeps me accountable to the communities I serve.';
