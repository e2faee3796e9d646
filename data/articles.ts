import type { Article } from './types';

/** The LinkedIn Articles section's line under its title. */
export const articlesIntro = 'Notes from the field and the lab, on agritech, surgical robotics and growing up an engineer in Kenya.';

export const articles: readonly Article[] = [
  {
    title: 'What a Season of Drone Spraying in Mwea Taught Me About Farmers’ Trust',
    description:
      'Farmers did not adopt drone spraying because of specifications. They adopted it after watching a neighbour’s field. Here is what our first full rice season taught me about demonstration, pricing and listening.',
    date: 'Mar 12, 2025',
    url: 'https://www.linkedin.com/pulse/drone-spraying-mwea-farmers-trust', // PLACEHOLDER
  },
  {
    title: 'Surgery Is a Development Issue: Notes from Writing My Book',
    description:
      'Billions of people cannot reach safe, affordable surgery. Writing about surgical inequality in Africa convinced me that operating theatres belong in every conversation about roads, power and economic growth.',
    date: 'Nov 4, 2024',
    url: 'https://www.linkedin.com/pulse/surgery-is-a-development-issue', // PLACEHOLDER
  },
  {
    title: 'Feeling Through a Robot: Why Haptic Feedback Matters for Surgery',
    description:
      'Most surgical robots cannot feel. I explain how force feedback works, why network delay makes it difficult, and why affordable haptic systems could matter most in hospitals with the fewest surgeons.',
    date: 'Jul 21, 2025',
    url: 'https://www.linkedin.com/pulse/feeling-through-a-robot-haptic-feedback', // PLACEHOLDER
  },
  {
    title: 'Building a Hardware Start-up as a Student in Kerugoya',
    description:
      'Balancing lectures, drone licences, spare parts and paying customers is hard. These are the practical lessons I wish someone had shared with me before I started my company.',
    date: 'Jan 15, 2025',
    url: 'https://www.linkedin.com/pulse/hardware-startup-student-kerugoya', // PLACEHOLDER
  },
];
