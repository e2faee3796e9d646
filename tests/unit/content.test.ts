import { expect, test } from 'vitest';
import { skills } from '../../data/skills';
import { education } from '../../data/education';
import { biography } from '../../data/biography';
import { projects } from '../../data/projects';
import { research, researchPhilosophy } from '../../data/research';
import { certifications } from '../../data/certifications';
import { articles } from '../../data/articles';
import { homeTestimonials, menteeTestimonials, mentorTestimonials, testimonials } from '../../data/testimonials';
import { chapters } from '../../data/story';
import { galleryImages, highlightVideos } from '../../data/gallery';

// Rules any content must follow; the schemas' own checks are in validate.test.ts.

test('project details are long enough for the 100-character summary', () => {
  for (const project of projects) expect(project.details.text.length, project.title).toBeGreaterThan(100);
});

test('image descriptions say what is shown, in more than ten characters', () => {
  for (const { imageAlt, title } of projects) expect(imageAlt.length, title).toBeGreaterThan(10);
  for (const { alt, caption } of galleryImages) expect(alt.length, caption).toBeGreaterThan(10);
});

test('testimonials alternate primary and secondary', () => {
  testimonials.forEach((testimonial, index) => {
    expect(testimonial.variant, testimonial.author).toBe(index % 2 === 0 ? 'primary' : 'secondary');
  });
});

test('every chapter has a body, and a chapter with questions has at least one', () => {
  for (const chapter of chapters) {
    expect(chapter.body.blocks.length, chapter.label).toBeGreaterThan(0);
    if (chapter.questions) expect(chapter.questions.length, chapter.label).toBeGreaterThan(0);
  }
});

/**
 * The one test of the owner's shipped content: the spec's counts (../shared/spec.md, "Counts" and
 * the page descriptions), skills, chapters and biography. An owner who adds a project or renames
 * a skill changes this test and no other.
 */
test('the shipped content is the spec’s: its counts, skills, chapters and biography', () => {
  expect({
    certifications: certifications.length,
    projects: projects.length,
    books: projects.filter((project) => project.isBook).length,
    research: research.length,
    researchPhilosophyBlocks: researchPhilosophy.blocks.length,
    articles: articles.length,
    homeTestimonials: homeTestimonials.length,
    testimonials: testimonials.length,
    mentorTestimonials: mentorTestimonials.length,
    menteeTestimonials: menteeTestimonials.length,
    galleryImages: galleryImages.length,
    highlightVideos: highlightVideos.length,
    skills: skills.length,
    education: education.length,
    faqQuestions: chapters.find((chapter) => chapter.label === 'FAQ')?.questions?.length,
  }).toEqual({
    certifications: 14,
    projects: 6,
    books: 1,
    research: 4,
    researchPhilosophyBlocks: 2,
    articles: 4,
    homeTestimonials: 3,
    testimonials: 7,
    mentorTestimonials: 4,
    menteeTestimonials: 3,
    galleryImages: 10,
    highlightVideos: 2,
    skills: 5,
    education: 5,
    faqQuestions: 3,
  });
  expect(skills.map((skill) => skill.title)).toEqual([
    'Drone Engineering',
    'AI & Machine Learning',
    'Robotics',
    'Quantum Computing',
    'Data Analytics',
  ]);
  expect(chapters.map((chapter) => chapter.label)).toEqual([
    'Chapter 1',
    'Chapter 2',
    'Chapter 3',
    'Chapter 4',
    'Chapter 5',
    'Chapter 6',
    'Chapter 7',
    'FAQ',
    'Final Thoughts',
  ]);
  for (const point of [
    /mechatronics/i,
    /scholarship/i,
    /2022 cohort/,
    /drone company/,
    /rice/,
    /irrigation/i,
    /wrote a book/,
    /surgical robotics/,
    /artificial intelligence|\bAI\b/,
    /quantum computing/,
    /200 high school students/,
  ]) {
    expect(biography.text).toMatch(point);
  }
});
