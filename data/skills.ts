import type { Skill } from './types';

export const skills: readonly Skill[] = [
  { icon: 'drone', title: 'Drone Engineering' },
  { icon: 'brain', title: 'AI & Machine Learning' },
  { icon: 'robot', title: 'Robotics' },
  { icon: 'atom', title: 'Quantum Computing' },
  { icon: 'chart', title: 'Data Analytics' },
];
