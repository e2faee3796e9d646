import { expect, test } from 'vitest';
import { skills } from '../../data/skills';
import { education } from '../../data/education';
import { biography } from '../../data/biography';
import { projects } from '../../data/projects';
import { research, researchPhilosophy } from '../../data/research';
import { certifications } from '../../data/certifications';
import { articles } from '../../data/articles';
import { homeTestimonials, menteeTestimonials, mentorTestimonials, testimonials } from '../../data/testimonials';

test('the spec’s counts hold for the shipped content', () => {
  expect(skills).toHaveLength(5);
  expect(education).toHaveLength(5);
  expect(projects).toHaveLength(6);
  expect(research).toHaveLength(4);
  expect(researchPhilosophy.blocks).toHaveLength(2);
  expect(certifications).toHaveLength(14);
  expect(articles).toHaveLength(4);
  expect(homeTestimonials).toHaveLength(3);
  expect(testimonials).toHaveLength(7);
  expect(mentorTestimonials).toHaveLength(4);
  expect(menteeTestimonials).toHaveLength(3);
});

test('the five skills are the spec’s, in order', () => {
  expect(skills.map((skill) => skill.title)).toEqual([
    'Drone Engineering',
    'AI & Machine Learning',
    'Robotics',
    'Quantum Computing',
    'Data Analytics',
  ]);
});

test('the biography covers every point of the spec', () => {
  const text = biography.text;
  for (const point of [/mechatronics/i, /scholarship/i, /2022 cohort/, /drone company/, /rice/, /irrigation/i, /wrote a book/, /surgical robotics/, /artificial intelligence|\bAI\b/, /quantum computing/, /200 high school students/]) {
    expect(text).toMatch(point);
  }
});

test('projects have unique ids, alt text, and details long enough for the 100-character summary', () => {
  expect(new Set(projects.map((project) => project.id)).size).toBe(projects.length);
  for (const project of projects) {
    expect(project.imageAlt.length).toBeGreaterThan(10);
    expect(project.details.text.length).toBeGreaterThan(100);
    expect(project.tech.length).toBeGreaterThan(0);
  }
  expect(projects.filter((project) => project.isBook)).toHaveLength(1);
});

test('testimonials alternate primary and secondary', () => {
  testimonials.forEach((testimonial, index) => {
    expect(testimonial.variant).toBe(index % 2 === 0 ? 'primary' : 'secondary');
  });
});

test('the story has nine chapters in the spec’s order, the FAQ three questions', async () => {
  const { chapters } = await import('../../data/story');
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
  expect(chapters.find((chapter) => chapter.label === 'FAQ')?.questions).toHaveLength(3);
  for (const chapter of chapters) expect(chapter.body.blocks.length).toBeGreaterThan(0);
});

test('the gallery has ten images, each with alt text, and two highlight videos', async () => {
  const { galleryImages, highlightVideos } = await import('../../data/gallery');
  expect(galleryImages).toHaveLength(10);
  for (const image of galleryImages) expect(image.alt.length).toBeGreaterThan(10);
  expect(highlightVideos).toHaveLength(2);
});
